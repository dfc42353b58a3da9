import { defineHandler } from '../../platform/handler';
import { dashboard } from '../read';

export const handler = defineHandler(
  'GET /auth/get-invoices-and-quotations-data',
  {},
  async ({ ctx }) => dashboard(ctx),
);
