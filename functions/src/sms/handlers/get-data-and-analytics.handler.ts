import { defineHandler } from '../../platform/handler';
import { analytics } from '../service';

export const handler = defineHandler('GET /auth/get-data-and-analytics', {}, async ({ ctx }) =>
  analytics(ctx),
);
