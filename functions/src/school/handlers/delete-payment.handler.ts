import { deletePaymentBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { deletePayment } from '../payments';

export const handler = defineHandler(
  'POST /auth/delete-payment',
  { body: deletePaymentBody },
  async ({ ctx, body }) => deletePayment(ctx, body),
);
