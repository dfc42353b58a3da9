import { useEffect } from 'react';
import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { PaymentResult } from '../../../components/payments/payment-result';
import { Button } from '../../../components/ui/button';
import { SwitchboardButton } from '../components/switchboard-button';

/** Payment Cancelled (`/cancel-payment`): the card gateway's cancel address. Nothing was paid. */
export function CancelPaymentPage() {
  useEffect(() => {
    document.title = PAYMENT_MESSAGES.paymentCancelled;
  }, []);
  return (
    <PaymentResult
      tone="cancelled"
      title={PAYMENT_MESSAGES.paymentCancelled}
      actions={
        <>
          <SwitchboardButton />
          <Button asChild variant="outline">
            <Link to="/pay-online">Pay again</Link>
          </Button>
        </>
      }
    >
      Nothing was paid.
    </PaymentResult>
  );
}
