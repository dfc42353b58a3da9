import { storeCheckoutBody } from '@shared/store/schemas';
import { defineHandler } from '../../platform/handler';
import { storeCheckout } from '../orders';

export const handler = defineHandler(
  'POST /store/checkout',
  { body: storeCheckoutBody },
  async ({ ctx, body }) => storeCheckout(ctx, body),
);
