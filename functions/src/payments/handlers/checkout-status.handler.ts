import { checkoutTokenBody } from '@shared/payments/schemas';
import { defineHandler } from '../../platform/handler';
import { paymentError } from '../errors';
import { checkoutView, findCheckout } from '../checkout';

export const handler = defineHandler(
  'POST /payments/status',
  { body: checkoutTokenBody },
  async ({ ctx, body }) => {
    const checkout = await findCheckout(ctx, ctx.emis, body.token);
    // A school's fee checkouts are read signed in (retrieve-payment-details), never here.
    if (!checkout || checkout.purpose !== 'donation') throw paymentError('noPaymentData');
    return checkoutView(checkout);
  },
);
