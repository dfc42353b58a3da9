import { saveSupplierBody } from '@shared/catalogue/schemas';
import { scopeOf } from '../scope';
import { defineHandler } from '../../platform/handler';
import { saveSupplier } from '../service';

export const handler = defineHandler(
  'POST /auth/save-supplier',
  { body: saveSupplierBody },
  async ({ ctx, body }) => saveSupplier(scopeOf(ctx), body),
);
