import { saveProductAndReceiveBody } from '@shared/catalogue/schemas';
import { defineHandler } from '../../platform/handler';
import { saveProductAndReceive } from '../service';

export const handler = defineHandler(
  'POST /auth/save-product-and-add-to-receivings',
  { body: saveProductAndReceiveBody },
  async ({ ctx, body }) => saveProductAndReceive(ctx, body),
);
