import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { atLeast, LEVEL } from '@shared/access';
import { useBilling } from '../api/plans';

/**
 * The back office's banner while the plan is in grace or read-only (issue 27), linking to Plan &
 * Billing, or while the company is closing, linking to Close Company (where it can be cancelled).
 * Managers see it (they can act); the others learn it from a refused write's message.
 */
export function StandingBanner({ alevel }: { alevel: number }) {
  const billing = useBilling(atLeast(alevel, LEVEL.manager));
  const view = billing.data;
  if (view?.standing === 'closing')
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-2 border-b border-destructive/30 bg-destructive/10 px-4 py-2 text-sm text-destructive"
      >
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        <span>
          This company is closing: its site goes down on {view.closingAt ?? 'the closing date'}.
        </span>
        <Link to="/close-company" className="font-medium underline underline-offset-2">
          Download the export or cancel under Close Company
        </Link>
      </div>
    );
  if (!view || (view.standing !== 'grace' && view.standing !== 'read-only')) return null;
  const readOnly = view.standing === 'read-only';
  return (
    <div
      role="alert"
      className={
        readOnly
          ? 'flex flex-wrap items-center gap-2 border-b border-destructive/30 bg-destructive/10 px-4 py-2 text-sm text-destructive'
          : 'flex flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900'
      }
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {readOnly
          ? `Your plan lapsed on ${view.paidUntil}: Kantoor is read-only until it is renewed.`
          : `Your plan was paid until ${view.paidUntil}. Renew by ${view.graceUntil} to keep writing.`}
      </span>
      <Link to="/plan-and-billing" className="font-medium underline underline-offset-2">
        Renew under Plan &amp; Billing
      </Link>
    </div>
  );
}
