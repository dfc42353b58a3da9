import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { inventory } from '../service';

export const handler = defineHandler(
  'GET /auth/get-inventory-for-all-products',
  { query: listQuery },
  async ({ ctx, query }) => inventory(ctx, query),
);
