import { storeOrdersBody } from '@shared/store/schemas';
import { defineHandler } from '../../platform/handler';
import { storeOrders } from '../list';

export const handler = defineHandler(
  'POST /auth/get-store-orders',
  { body: storeOrdersBody },
  async ({ ctx, body }) => storeOrders(ctx, body),
);
