import { saveProductBody } from '@shared/catalogue/schemas';
import { defineHandler } from '../../platform/handler';
import { saveProduct } from '../service';

export const handler = defineHandler(
  'POST /auth/save-product',
  { body: saveProductBody },
  async ({ ctx, body }) => saveProduct(ctx, body),
);
