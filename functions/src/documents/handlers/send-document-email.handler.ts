import { sendDocumentEmailBody } from '@shared/documents/email';
import { defineHandler } from '../../platform/handler';
import { sendDocumentEmail } from '../email-link';

export const handler = defineHandler(
  'POST /auth/send-document-email',
  { body: sendDocumentEmailBody },
  async ({ ctx, body }) => sendDocumentEmail(ctx, body),
);
