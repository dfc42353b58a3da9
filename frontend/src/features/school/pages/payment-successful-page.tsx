import { useQueryClient } from '@tanstack/react-query';
import { Receipt, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { formatMoney } from '@shared/money/money';
import { PaymentResult } from '../../../components/payments/payment-result';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { schoolKeys } from '../api/keys';
import { usePaymentDetails } from '../api/retrieve-payment-details';
import { SwitchboardButton } from '../components/switchboard-button';
import { receiptPath } from '../lib/receipt-link';

/**
 * Payment Successful (`/payment-successful?token=`), where the card gateway returns: what the
 * checkout came to. Complete: 'Payment Successful!' with the receipt; pending: waits for the
 * gateway's notification (asking every 2 s, up to 30 s); no such checkout: 'No Payment Data Found!'.
 */
export function PaymentSuccessfulPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { currency } = useCompany();
  const { query, waitedOut, recheck } = usePaymentDetails(token);
  const queryClient = useQueryClient();
  const status = query.data?.checkout.status;

  useEffect(() => {
    document.title = 'Payment';
  }, []);
  // The balance and the payments moved: the account screens read them again.
  useEffect(() => {
    if (status === 'complete') void queryClient.invalidateQueries({ queryKey: schoolKeys.all });
  }, [status, queryClient]);

  const back = <SwitchboardButton variant="outline" />;
  if (!token || (query.isError && query.error instanceof ApiError && query.error.status === 404))
    return (
      <PaymentResult tone="error" title={PAYMENT_MESSAGES.noPaymentData} actions={back}>
        We could not find this payment. If you paid, your receipt is on the Pay Online screen.
      </PaymentResult>
    );
  if (query.isError)
    return (
      <PaymentResult
        tone="error"
        title="We could not check your payment"
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
  if (!query.data) return <PaymentResult tone="waiting" title="Checking your payment…" />;

  const { checkout, payments } = query.data;
  const amount = formatMoney(checkout.amount, currency);
  if (checkout.status === 'complete') {
    const first = payments[0];
    return (
      <PaymentResult
        tone="success"
        title={PAYMENT_MESSAGES.paymentSuccessful}
        actions={
          <>
            {first && (
              <Button asChild>
                <Link
                  to={receiptPath(
                    first.sid,
                    first.entry_date,
                    // This checkout's payments only, not the rest of the day's.
                    payments.map((p) => p.rec_num),
                  )}
                >
                  <Receipt aria-hidden="true" /> View Receipt
                </Link>
              </Button>
            )}
            {back}
          </>
        }
      >
        <p>
          {amount} was paid for {query.data.student.name}.
        </p>
        {first && <p className="text-sm">Receipt No {first.rec_num}</p>}
      </PaymentResult>
    );
  }
  if (checkout.status === 'pending')
    return waitedOut ? (
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
        The card gateway has not confirmed the payment of {amount} yet. Nothing is lost: check again
        in a minute, or look for it on the Pay Online screen later.
      </PaymentResult>
    ) : (
      <PaymentResult tone="waiting" title="Confirming your payment…">
        Waiting for the card gateway to confirm the payment of {amount}.
      </PaymentResult>
    );
  if (checkout.status === 'cancelled')
    return (
      <PaymentResult tone="cancelled" title={PAYMENT_MESSAGES.paymentCancelled} actions={back} />
    );
  return (
    <PaymentResult tone="error" title="The card payment did not go through" actions={back}>
      Nothing was paid. You may try again from the Pay Online screen.
    </PaymentResult>
  );
}
