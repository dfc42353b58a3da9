import type { StudentFinance } from '@shared/school/finance';
import { formatMoney } from '@shared/money/money';
import { cn } from '../../../lib/cn';

/**
 * A student's year in figures (extended.md §3 "Student finance"): opening balance, the year's
 * fee, each other billing with what is outstanding on it, the total due, what was paid and the
 * balance. The pay screen's account summary and the receipt's mini statement.
 */
export function AccountSummary({
  finance,
  currency,
  title = 'Account summary',
  year,
  className,
}: {
  finance: StudentFinance;
  currency: string;
  title?: string;
  year?: number;
  className?: string;
}) {
  const money = (cents: number) => formatMoney(cents, currency);
  const headingId = `summary-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border bg-card p-4 shadow-sm sm:p-5', className)}
    >
      <h2 id={headingId} className="font-semibold">
        {title}
        {year ? ` ${year}` : ''}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1.5 text-sm [&_dd]:pl-4">
        <dt className="text-muted-foreground">Opening balance</dt>
        <dd className="text-right tabular-nums">{money(finance.op)}</dd>
        <dt className="text-muted-foreground">School fees</dt>
        <dd className="text-right tabular-nums">{money(finance.curfee)}</dd>
        {finance.future_billings.map((billing) => (
          <div key={billing.id} className="contents">
            <dt className="text-muted-foreground">
              {billing.description}
              {billing.outstanding > 0 ? (
                <span className="block text-xs">{money(billing.outstanding)} outstanding</span>
              ) : (
                <span className="block text-xs text-success">Paid</span>
              )}
            </dt>
            <dd className="text-right tabular-nums">{money(billing.amount)}</dd>
          </div>
        ))}
        <dt className="border-t pt-1.5 font-medium">Total due</dt>
        <dd className="border-t pt-1.5 text-right font-medium tabular-nums">
          {money(finance.total_due)}
        </dd>
        <dt className="text-muted-foreground">Paid this year</dt>
        <dd className="text-right tabular-nums">{money(finance.all_pay_sum)}</dd>
        <dt className="border-t pt-1.5 font-semibold">Balance due</dt>
        <dd
          className="border-t pt-1.5 text-right font-semibold tabular-nums"
          data-testid="balance-due"
        >
          {money(finance.balance_due_year)}
        </dd>
      </dl>
    </section>
  );
}
