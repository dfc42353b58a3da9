import { savePaymentBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { savePayment } from '../payments';

export const handler = defineHandler(
  'POST /auth/save-payment',
  { body: savePaymentBody },
  async ({ ctx, body }) => savePayment(ctx, body),
);
