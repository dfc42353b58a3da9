import { paymentTokenBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { retrievePaymentDetails } from '../online';

export const handler = defineHandler(
  'POST /auth/retrieve-payment-details',
  { body: paymentTokenBody },
  async ({ ctx, body }) => retrievePaymentDetails(ctx, body.token),
);
