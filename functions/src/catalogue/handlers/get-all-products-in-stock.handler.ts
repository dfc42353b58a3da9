import { listQuery } from '@shared/catalogue/fields';
import { scopeOf } from '../scope';
import { defineHandler } from '../../platform/handler';
import { productsInStock } from '../stock';

export const handler = defineHandler(
  'GET /auth/get-all-products-in-stock',
  { query: listQuery },
  async ({ ctx, query }) => productsInStock(scopeOf(ctx), query),
);
