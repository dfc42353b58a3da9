import { providerRenewalsQuery } from '@shared/provider/schemas';
import { defineHandler } from '../../platform/handler';
import { providerRenewals } from '../service';

export const handler = defineHandler(
  'GET /auth/provider-renewals',
  { query: providerRenewalsQuery },
  async ({ ctx, query }) => providerRenewals(ctx, query),
);
