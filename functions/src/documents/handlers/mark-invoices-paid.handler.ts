import { markPaidBody } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { markPaid } from '../settle';

export const handler = defineHandler(
  'POST /auth/mark-invoices-paid',
  { body: markPaidBody },
  async ({ ctx, body }) => markPaid(ctx, body),
);
