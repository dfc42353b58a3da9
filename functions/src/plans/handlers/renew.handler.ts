import { defineHandler } from '../../platform/handler';
import { startRenewal } from '../service';

export const handler = defineHandler('POST /auth/plans/renew', {}, ({ ctx }) => startRenewal(ctx));
