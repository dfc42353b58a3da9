import { posSaleBody } from '@shared/store/schemas';
import { defineHandler } from '../../platform/handler';
import { posSale } from '../pos';

export const handler = defineHandler(
  'POST /auth/pos-sale',
  { body: posSaleBody },
  async ({ ctx, body }) => posSale(ctx, body),
);
