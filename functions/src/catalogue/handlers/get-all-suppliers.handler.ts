import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listSuppliers } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-suppliers',
  { query: listQuery },
  async ({ ctx, query }) => listSuppliers(ctx, query),
);
