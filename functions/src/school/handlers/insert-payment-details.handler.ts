import { paymentDetailsBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { insertPaymentDetails } from '../online';

export const handler = defineHandler(
  'POST /auth/insert-payment-details',
  { body: paymentDetailsBody },
  async ({ ctx, body }) => insertPaymentDetails(ctx, body),
);
