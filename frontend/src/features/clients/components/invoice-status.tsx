import type { PaymentState } from '@shared/documents/status';
import { formatMoney } from '@shared/money/money';
import { cn } from '../../../lib/cn';

// The spec's colours: dark teal when paid, red when overdue, blue when not yet due.
const COLOURS: Record<PaymentState['colour'], string> = {
  teal: 'border-teal-700/30 bg-teal-700/10 text-teal-800',
  red: 'border-destructive/30 bg-destructive/10 text-destructive',
  blue: 'border-blue-600/30 bg-blue-600/10 text-blue-700',
};

/** Paid, or Due / Overdue with what is left. */
export function InvoiceStatus({ payment, currency }: { payment: PaymentState; currency: string }) {
  return (
    <span
      data-colour={payment.colour}
      className={cn(
        'inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        COLOURS[payment.colour],
      )}
    >
      {payment.state === 'paid'
        ? payment.label
        : `${payment.label} · ${formatMoney(payment.left, currency)}`}
    </span>
  );
}
