import { Home, LogIn, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { formatMoney } from '@shared/money/money';
import { PaymentResult } from '../../../components/payments/payment-result';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useOnboardingStatus } from '../api/get-onboarding-status';

/** The new company's own site, on this installation's scheme and port. */
const siteOf = (domain: string) =>
  `${window.location.protocol}//${domain}${window.location.port ? `:${window.location.port}` : ''}`;

/**
 * payment-complete?kind=onboarding: the company's sign-up after the card gateway. Waits for the
 * gateway's notification to make the company, then sends the manager to sign in on its new host.
 */
export function OnboardingResult({ token }: { token: string }) {
  const { query, waitedOut, recheck } = useOnboardingStatus(token, true);
  const home = (
    <Button asChild variant="outline">
      <Link to="/">
        <Home aria-hidden="true" /> Back to Kantoor
      </Link>
    </Button>
  );
  if (!token || (query.error instanceof ApiError && query.error.status === 404))
    return <PaymentResult tone="error" title={PAYMENT_MESSAGES.noPaymentData} actions={home} />;
  if (query.isError)
    return (
      <PaymentResult
        tone="error"
        title="We could not check your sign-up"
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
  if (!query.data) return <PaymentResult tone="waiting" title="Checking your payment…" />;
  const view = query.data;
  const price = formatMoney(view.price.charged.amount, view.price.charged.currency);
  if (view.status === 'created')
    return (
      <PaymentResult
        tone="success"
        title={PAYMENT_MESSAGES.paymentSuccessful}
        actions={
          <>
            <Button asChild>
              <a href={`${siteOf(view.site_domain)}/login`}>
                <LogIn aria-hidden="true" /> Sign in to {view.name}
              </a>
            </Button>
            {home}
          </>
        }
      >
        {view.name} is ready on Kantoor {view.plan}. Sign in on its own site,{' '}
        <span className="font-medium text-foreground">{view.site_domain}</span>, with{' '}
        {view.manager_email}. We emailed the next steps, with how to point your domain.
      </PaymentResult>
    );
  if ((view.status === 'pending' || view.status === 'paid') && !waitedOut)
    return (
      <PaymentResult tone="waiting" title="Setting up your company…">
        Waiting for the card gateway to confirm your payment of {price} for {view.name}.
      </PaymentResult>
    );
  if (view.status === 'pending' || view.status === 'paid')
    return (
      <PaymentResult
        tone="error"
        title="Your payment is not confirmed yet"
        actions={
          <>
            <Button onClick={recheck}>
              <RefreshCw aria-hidden="true" /> Check again
            </Button>
            {home}
          </>
        }
      >
        The card gateway has not confirmed your payment of {price} yet. Check again in a minute.
      </PaymentResult>
    );
  if (view.status === 'cancelled')
    return (
      <PaymentResult tone="cancelled" title={PAYMENT_MESSAGES.paymentCancelled} actions={home} />
    );
  return (
    <PaymentResult tone="error" title="Your company could not be set up" actions={home}>
      {view.failure ?? 'Kantoor support will contact you about a refund.'}
    </PaymentResult>
  );
}
