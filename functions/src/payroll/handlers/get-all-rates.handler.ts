import { defineHandler } from '../../platform/handler';
import { listRates } from '../employees';

export const handler = defineHandler('GET /auth/get-all-rates', {}, async ({ ctx }) =>
  listRates(ctx),
);
