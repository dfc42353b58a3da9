import { caseBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { matterInvoices } from '../matters';

export const handler = defineHandler(
  'POST /auth/get-invoices-selected-data',
  { body: caseBody },
  async ({ ctx, body }) => matterInvoices(ctx, body.caseID),
);
