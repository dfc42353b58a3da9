import { providerCompaniesQuery } from '@shared/provider/schemas';
import { defineHandler } from '../../platform/handler';
import { providerCompanies } from '../service';

export const handler = defineHandler(
  'GET /auth/provider-companies',
  { query: providerCompaniesQuery },
  async ({ ctx, query }) => providerCompanies(ctx, query),
);
