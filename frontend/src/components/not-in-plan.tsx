import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';

/** The Plan & Billing screen, where a manager upgrades (issue 27). */
export const PLAN_AND_BILLING = '/plan-and-billing';

/**
 * A back-office screen outside the company's plan: the server's own 403 message (it names the
 * plans that include the feature) and the way to upgrade.
 */
export function NotInPlan({ message }: { message: string }) {
  return (
    <div className="mx-auto grid max-w-3xl justify-items-center gap-3 py-16 text-center">
      <Sparkles className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Not in your plan</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild variant="outline">
        <Link to={PLAN_AND_BILLING}>See Plan &amp; Billing</Link>
      </Button>
    </div>
  );
}
