import { sendBulkSmsBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { sendBulkSms } from '../service';

export const handler = defineHandler(
  'POST /auth/send-bulk-sms',
  { body: sendBulkSmsBody },
  async ({ ctx, body }) => sendBulkSms(ctx, body),
);
