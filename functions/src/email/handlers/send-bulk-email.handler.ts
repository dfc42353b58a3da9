import { sendBulkEmailBody } from '@shared/email/schemas';
import { defineHandler } from '../../platform/handler';
import { sendBulkEmail } from '../bulk';

export const handler = defineHandler(
  'POST /auth/send-bulk-email',
  { body: sendBulkEmailBody },
  ({ ctx, body }) => sendBulkEmail(ctx, body),
);
