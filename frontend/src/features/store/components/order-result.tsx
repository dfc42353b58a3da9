import { RefreshCw, Store } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { formatMoney } from '@shared/money/money';
import { PaymentResult } from '../../../components/payments/payment-result';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCancelStoreOrder, useStoreOrder } from '../api/store';
import { clearCart } from '../lib/cart';

const back = (
  <Button asChild variant="outline">
    <Link to="/web-store">
      <Store aria-hidden="true" /> Back to the store
    </Link>
  </Button>
);

/**
 * What came of a store order's card payment, on the page the gateway returns to
 * (`/checkout?paid=1&token=` or `?cancelled=1`): paid (the cart is emptied), waiting for the
 * gateway's confirmation (asked every 2 s up to 30 s), cancelled or lapsed.
 */
export function OrderResult({ token, cancelled }: { token: string; cancelled: boolean }) {
  const { query, waitedOut, recheck } = useStoreOrder(token, !cancelled);
  // Back from the gateway's cancel page: the unpaid order lets its stock go now.
  const { mutate: cancel } = useCancelStoreOrder();
  useEffect(() => {
    if (cancelled && token) cancel(token);
  }, [cancelled, token, cancel]);
  const reply = query.data;
  const paid = reply?.order.status === 'paid';
  useEffect(() => {
    if (paid) clearCart();
  }, [paid]);

  if (cancelled)
    return (
      <PaymentResult tone="cancelled" title={PAYMENT_MESSAGES.paymentCancelled} actions={back}>
        Nothing was charged. Your cart is as you left it.
      </PaymentResult>
    );
  if (query.error instanceof ApiError && query.error.status === 404)
    return <PaymentResult tone="error" title={PAYMENT_MESSAGES.noPaymentData} actions={back} />;
  if (query.isError)
    return (
      <PaymentResult
        tone="error"
        title="We could not check your order"
        actions={
          <>
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              <RefreshCw aria-hidden="true" /> Try again
            </Button>
            {back}
          </>
        }
      >
        {query.error.message}
      </PaymentResult>
    );
  if (!reply) return <PaymentResult tone="waiting" title="Checking your order…" />;
  const { order } = reply;
  const amount = formatMoney(order.total, order.currency);
  if (paid)
    return (
      <PaymentResult tone="success" title={PAYMENT_MESSAGES.paymentSuccessful} actions={back}>
        <p>
          Thank you, {order.buyer.name}. We received {amount} for order{' '}
          <strong>{order.id.slice(-8)}</strong>
          {order.invoice_number ? ` (invoice ${order.invoice_number})` : ''}.
        </p>
        <p className="mt-2">
          {order.fulfilment === 'delivery'
            ? `We deliver it free within ${reply.delivery_hours} hours to ${order.delivery_address ?? 'your address'}.`
            : `Collect it at ${order.collect_from ?? 'our store'}.`}{' '}
          A confirmation is on its way to {order.buyer.email}.
        </p>
      </PaymentResult>
    );
  if (reply.checkout.status === 'pending' && order.status === 'pending' && !waitedOut)
    return (
      <PaymentResult tone="waiting" title="Confirming your payment…">
        Waiting for the card gateway to confirm your payment of {amount}.
      </PaymentResult>
    );
  if (reply.checkout.status === 'pending' && order.status === 'pending')
    return (
      <PaymentResult
        tone="error"
        title="Your payment is not confirmed yet"
        actions={
          <>
            <Button onClick={recheck}>
              <RefreshCw aria-hidden="true" /> Check again
            </Button>
            {back}
          </>
        }
      >
        The card gateway has not confirmed your payment of {amount} yet. Check again in a minute.
      </PaymentResult>
    );
  if (reply.checkout.status === 'cancelled')
    return (
      <PaymentResult tone="cancelled" title={PAYMENT_MESSAGES.paymentCancelled} actions={back} />
    );
  return (
    <PaymentResult tone="error" title="This order was not paid" actions={back}>
      {order.status === 'expired'
        ? 'Its time to pay ran out and the products went back on the shelf. Check out again.'
        : 'Nothing was charged.'}
    </PaymentResult>
  );
}
