import { saveInvoiceBody } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { saveInvoice } from '../service';

export const handler = defineHandler(
  'POST /auth/save-invoice-data',
  { body: saveInvoiceBody },
  async ({ ctx, body }) => saveInvoice(ctx, body),
);
