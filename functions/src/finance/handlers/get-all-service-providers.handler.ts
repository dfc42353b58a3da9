import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listProviders } from '../providers';

export const handler = defineHandler(
  'GET /auth/get-all-service-providers',
  { query: listQuery },
  async ({ ctx, query }) => listProviders(ctx, query),
);
