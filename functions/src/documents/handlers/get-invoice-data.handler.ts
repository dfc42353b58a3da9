import { invoiceNumberBody } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { invoiceData } from '../read';

export const handler = defineHandler(
  'POST /auth/get-invoice-data',
  { body: invoiceNumberBody },
  async ({ ctx, body }) => invoiceData(ctx, body.invoiceNumber),
);
