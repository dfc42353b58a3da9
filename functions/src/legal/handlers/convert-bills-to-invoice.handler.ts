import { convertBillsBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { convertBills } from '../invoicing';

export const handler = defineHandler(
  'POST /auth/convert-bills-to-invoice',
  { body: convertBillsBody },
  async ({ ctx, body }) => convertBills(ctx, body),
);
