import { deliveryReceiptsBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { applyReceipts, contextOf } from '../service';

export const handler = defineHandler(
  'POST /auth/update-messages-table-with-sent-messages',
  { body: deliveryReceiptsBody },
  async ({ ctx, body }) => applyReceipts(contextOf(ctx), body),
);
