import { documentLinkBody } from '@shared/documents/email';
import { defineHandler } from '../../platform/handler';
import { payDocumentLink } from '../email-link';

export const handler = defineHandler(
  'POST /documents/link-pay',
  { body: documentLinkBody },
  async ({ ctx, body }) => payDocumentLink(ctx, body.key),
);
