import { convertQuotesBody } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { convertQuotes } from '../settle';

export const handler = defineHandler(
  'POST /auth/convert-quotes-to-invoices',
  { body: convertQuotesBody },
  async ({ ctx, body }) => convertQuotes(ctx, body.selectedQuotesForConversion),
);
