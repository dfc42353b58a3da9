import { storeProductBody } from '@shared/store/schemas';
import { defineHandler } from '../../platform/handler';
import { storeProduct } from '../products';

export const handler = defineHandler(
  'POST /store/product',
  { body: storeProductBody },
  async ({ ctx, body }) => storeProduct(ctx, body.id),
);
