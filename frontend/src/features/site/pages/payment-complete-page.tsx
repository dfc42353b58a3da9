import { Home, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { formatMoney } from '@shared/money/money';
import { PaymentResult } from '../../../components/payments/payment-result';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useDonationStatus } from '../api/get-payment-status';
import { OnboardingResult } from '../components/onboarding-result';

/**
 * The public return page of a donation (`/payment-complete?token=[&cancelled=1]`), and of a
 * company's sign-up (`?kind=onboarding`, OnboardingResult): thanks when
 * the gateway confirmed it, a waiting state while its notification is on the way (asked every
 * 2 s, up to 30 s), 'Payment Cancelled!' when the visitor cancelled on the gateway's page.
 */
export function PaymentCompletePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const cancelled = params.get('cancelled') === '1';
  // A company's sign-up (onboarding-new-company) comes back here too.
  const onboarding = params.get('kind') === 'onboarding';
  const { company, currency } = useCompany();
  const { query, waitedOut, recheck } = useDonationStatus(token, !cancelled && !onboarding);

  useEffect(() => {
    document.title = `${onboarding ? 'Sign-up' : 'Donation'} · ${company.name}`;
  }, [company.name, onboarding]);

  if (onboarding)
    return (
      <div className="px-4 py-12 sm:py-20">
        <OnboardingResult token={token} />
      </div>
    );

  const home = (
    <Button asChild variant="outline">
      <Link to="/">
        <Home aria-hidden="true" /> Back to {company.name}
      </Link>
    </Button>
  );
  let result;
  if (cancelled)
    result = (
      <PaymentResult tone="cancelled" title={PAYMENT_MESSAGES.paymentCancelled} actions={home}>
        Nothing was charged. You are welcome to donate another time.
      </PaymentResult>
    );
  else if (!token || (query.error instanceof ApiError && query.error.status === 404))
    result = <PaymentResult tone="error" title={PAYMENT_MESSAGES.noPaymentData} actions={home} />;
  else if (query.isError)
    result = (
      <PaymentResult
        tone="error"
        title="We could not check your donation"
        actions={
          <>
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              <RefreshCw aria-hidden="true" /> Try again
            </Button>
            {home}
          </>
        }
      >
        {query.error.message}
      </PaymentResult>
    );
  else if (!query.data) result = <PaymentResult tone="waiting" title="Checking your donation…" />;
  else {
    const amount = formatMoney(query.data.amount, currency);
    const status = query.data.status;
    result =
      status === 'complete' ? (
        <PaymentResult tone="success" title={PAYMENT_MESSAGES.paymentSuccessful} actions={home}>
          Thank you for your donation of {amount} to {company.name}.
        </PaymentResult>
      ) : status === 'pending' && !waitedOut ? (
        <PaymentResult tone="waiting" title="Confirming your donation…">
          Waiting for the card gateway to confirm your donation of {amount}.
        </PaymentResult>
      ) : status === 'pending' ? (
        <PaymentResult
          tone="error"
          title="Your donation is not confirmed yet"
          actions={
            <>
              <Button onClick={recheck}>
                <RefreshCw aria-hidden="true" /> Check again
              </Button>
              {home}
            </>
          }
        >
          The card gateway has not confirmed your donation of {amount} yet. Check again in a minute.
        </PaymentResult>
      ) : status === 'cancelled' ? (
        <PaymentResult tone="cancelled" title={PAYMENT_MESSAGES.paymentCancelled} actions={home} />
      ) : (
        <PaymentResult tone="error" title="The card payment did not go through" actions={home}>
          Nothing was charged.
        </PaymentResult>
      );
  }
  return <div className="px-4 py-12 sm:py-20">{result}</div>;
}
