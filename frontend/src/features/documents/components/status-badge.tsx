import { paymentState } from '@shared/documents/status';
import type { InvoiceView } from '@shared/documents/types';
import { formatMoney } from '@shared/money/money';
import { cn } from '../../../lib/cn';

const COLOURS = {
  teal: 'bg-teal-800 text-white',
  red: 'bg-red-700 text-white',
  blue: 'bg-blue-700 text-white',
} as const;

/** Paid (dark teal), Due with what is left (blue), or Overdue (red), as the spec colours them. */
export function StatusBadge({ invoice, today }: { invoice: InvoiceView; today: string }) {
  const state = paymentState(invoice, today);
  return (
    <span
      className={cn(
        'inline-flex rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        COLOURS[state.colour],
      )}
    >
      {state.state === 'paid'
        ? 'Paid'
        : `${state.label} ${formatMoney(state.left, invoice.currency)}`}
    </span>
  );
}
