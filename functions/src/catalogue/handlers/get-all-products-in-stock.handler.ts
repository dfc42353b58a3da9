import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { productsInStock } from '../stock';

export const handler = defineHandler(
  'GET /auth/get-all-products-in-stock',
  { query: listQuery },
  async ({ ctx, query }) => productsInStock(ctx, query),
);
