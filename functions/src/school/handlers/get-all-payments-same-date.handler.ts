import { sameDateBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { paymentsSameDate } from '../payments';

export const handler = defineHandler(
  'POST /auth/get-all-payments-same-date',
  { body: sameDateBody },
  async ({ ctx, body }) => paymentsSameDate(ctx, body.sid, body.date, body.receipts),
);
