import { defineHandler } from '../../platform/handler';
import { providerRevenue } from '../service';

export const handler = defineHandler('GET /auth/provider-revenue', {}, async ({ ctx }) =>
  providerRevenue(ctx),
);
