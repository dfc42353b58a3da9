import { Home, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { PaymentResult } from '../../../components/payments/payment-result';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useCancelOnboarding } from '../api/cancel-onboarding';

/**
 * cancel-onboarding?token=...: the card gateway's way back when the visitor cancelled. The
 * sign-up is cancelled on the server (its domain and emis are free again) and nothing is charged.
 */
export function CancelOnboardingPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const cancel = useCancelOnboarding();
  const asked = useRef(false);

  useEffect(() => {
    document.title = 'Sign-up cancelled · Kantoor';
    if (!token || asked.current) return;
    asked.current = true;
    cancel.mutate(token);
  }, [token, cancel]);

  const home = (
    <Button asChild variant="outline">
      <Link to="/">
        <Home aria-hidden="true" /> Back to Kantoor
      </Link>
    </Button>
  );
  const again = (plan: string) => (
    <Button asChild>
      <Link to={`/onboarding-new-company?plan=${plan}`}>
        <RotateCcw aria-hidden="true" /> Start again
      </Link>
    </Button>
  );

  let result;
  if (!token)
    result = <PaymentResult tone="error" title={PAYMENT_MESSAGES.noPaymentData} actions={home} />;
  else if (cancel.isError)
    result = (
      <PaymentResult tone="error" title="The sign-up could not be cancelled" actions={home}>
        {errorText(cancel.error)}
      </PaymentResult>
    );
  else if (!cancel.data) result = <PaymentResult tone="waiting" title="Cancelling your sign-up…" />;
  else
    result = (
      <PaymentResult
        tone="cancelled"
        title={PAYMENT_MESSAGES.paymentCancelled}
        actions={
          <>
            {again(cancel.data.plan)}
            {home}
          </>
        }
      >
        Nothing was charged, and the sign-up of {cancel.data.name} is cancelled: the domain{' '}
        {cancel.data.site_domain} is free again.
      </PaymentResult>
    );
  return <div className="px-4 py-12 sm:py-20">{result}</div>;
}
