import { documentLinkBody } from '@shared/documents/email';
import { defineHandler } from '../../platform/handler';
import { documentLinkView } from '../email-link';

export const handler = defineHandler(
  'POST /documents/link',
  { body: documentLinkBody },
  async ({ ctx, body }) => documentLinkView(ctx, body.key),
);
