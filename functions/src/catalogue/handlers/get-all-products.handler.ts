import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listProducts } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-products',
  { query: listQuery },
  async ({ ctx, query }) => listProducts(ctx, query),
);
