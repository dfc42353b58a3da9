import { storeProductsBody } from '@shared/store/schemas';
import { defineHandler } from '../../platform/handler';
import { storeProducts } from '../products';

export const handler = defineHandler(
  'POST /store/products',
  { body: storeProductsBody },
  async ({ ctx, body }) => storeProducts(ctx, body),
);
