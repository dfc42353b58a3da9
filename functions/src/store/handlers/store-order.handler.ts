import { storeOrderBody } from '@shared/store/schemas';
import { defineHandler } from '../../platform/handler';
import { orderByToken } from '../orders';

export const handler = defineHandler(
  'POST /store/order',
  { body: storeOrderBody },
  async ({ ctx, body }) => orderByToken(ctx, body.token, body.cancelled === true),
);
