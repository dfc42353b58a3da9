import { sendBulkSmsBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { contextOf, sendBulkSms } from '../service';

export const handler = defineHandler(
  'POST /auth/send-bulk-sms',
  { body: sendBulkSmsBody },
  async ({ ctx, body }) => sendBulkSms(contextOf(ctx), body),
);
