import { quoteNumberBody } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { quoteData } from '../read';

export const handler = defineHandler(
  'POST /auth/get-quote-data',
  { body: quoteNumberBody },
  async ({ ctx, body }) => quoteData(ctx, body.quoteNumber),
);
