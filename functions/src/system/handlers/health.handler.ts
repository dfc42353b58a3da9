import { defineHandler } from '../../platform/handler';
import { health } from '../service';

/** Liveness (GET /health); see `health`. */
export const handler = defineHandler('GET /health', {}, ({ ctx }) => health(ctx));
