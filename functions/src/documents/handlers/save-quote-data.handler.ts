import { saveQuoteBody } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { saveQuote } from '../service';

export const handler = defineHandler(
  'POST /auth/save-quote-data',
  { body: saveQuoteBody },
  async ({ ctx, body }) => saveQuote(ctx, body),
);
