import { saveSupplierBody } from '@shared/catalogue/schemas';
import { defineHandler } from '../../platform/handler';
import { saveSupplier } from '../service';

export const handler = defineHandler(
  'POST /auth/save-supplier',
  { body: saveSupplierBody },
  async ({ ctx, body }) => saveSupplier(ctx, body),
);
