import { deliveryReceiptsBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { applyReceipts } from '../service';

export const handler = defineHandler(
  'POST /auth/update-messages-table-with-sent-messages',
  { body: deliveryReceiptsBody },
  async ({ ctx, body }) => applyReceipts(ctx, body),
);
