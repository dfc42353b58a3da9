import { editPaymentBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { editPayment } from '../payments';

export const handler = defineHandler(
  'POST /auth/edit-payment',
  { body: editPaymentBody },
  async ({ ctx, body }) => editPayment(ctx, body),
);
