import { CircleAlert, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PaymentTone = 'success' | 'waiting' | 'cancelled' | 'error';

const ICONS = {
  success: CircleCheck,
  waiting: LoaderCircle,
  cancelled: CircleX,
  error: CircleAlert,
} as const;

const COLOURS: Record<PaymentTone, string> = {
  success: 'text-success',
  waiting: 'text-brand animate-spin motion-reduce:animate-none',
  cancelled: 'text-muted-foreground',
  error: 'text-destructive',
};

/**
 * What a card payment came to, on the pages the gateway returns to: an icon, the spec's words
 * as the heading (announced as they change), details and the ways on.
 */
export function PaymentResult({
  tone,
  title,
  children,
  actions,
}: {
  tone: PaymentTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <section
      className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-lg border bg-card p-6 text-center shadow-sm sm:p-8"
      aria-busy={tone === 'waiting' || undefined}
    >
      <Icon className={cn('size-14', COLOURS[tone])} aria-hidden="true" />
      <div role={tone === 'error' ? 'alert' : 'status'} className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children && <div className="text-muted-foreground">{children}</div>}
      </div>
      {actions && (
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          {actions}
        </div>
      )}
    </section>
  );
}
