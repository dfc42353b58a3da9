import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listClients } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-clients',
  { query: listQuery },
  async ({ ctx, query }) => listClients(ctx, query),
);
