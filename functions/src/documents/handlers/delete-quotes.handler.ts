import { deleteQuotesBody } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteQuotes } from '../settle';

export const handler = defineHandler(
  'POST /auth/delete-quotes',
  { body: deleteQuotesBody },
  async ({ ctx, body }) => deleteQuotes(ctx, body.quoteNumbers),
);
