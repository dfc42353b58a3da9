import { listQuery } from '@shared/catalogue/fields';
import * as z from 'zod';
import { defineHandler } from '../../platform/handler';
import { listProducts } from '../service';

// `?stock=low`: only the products running low (issue 28), paged from their sparse index.
export const productsQuery = listQuery.extend({
  stock: z.enum(['low'], { error: "The stock filter can only be 'low'" }).optional(),
});

export const handler = defineHandler(
  'GET /auth/get-all-products',
  { query: productsQuery },
  async ({ ctx, query }) => listProducts(ctx, query),
);
