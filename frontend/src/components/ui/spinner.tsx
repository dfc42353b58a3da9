import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type SpinnerProps = ComponentProps<'span'> & { label?: string };

/** A spinning ring that screen readers announce as `label` (a live status region). */
export function Spinner({ label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)} {...props}>
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
