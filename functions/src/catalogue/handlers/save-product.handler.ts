import { saveProductBody } from '@shared/catalogue/schemas';
import { scopeOf } from '../scope';
import { defineHandler } from '../../platform/handler';
import { saveProduct } from '../service';

export const handler = defineHandler(
  'POST /auth/save-product',
  { body: saveProductBody },
  async ({ ctx, body }) => saveProduct(scopeOf(ctx), body),
);
