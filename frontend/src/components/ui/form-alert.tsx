import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type FormAlertProps = {
  /** Nothing is rendered without a message. */
  children?: ReactNode;
  /** `box`: a failure from the server; `inline`: a summary line of the form's own checks. */
  variant?: 'box' | 'inline';
  className?: string;
};

/** A form's message that screen readers announce at once (role="alert"). */
export function FormAlert({ children, variant = 'box', className }: FormAlertProps) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={cn(
        variant === 'box'
          ? 'rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive'
          : 'text-sm font-medium text-destructive',
        className,
      )}
    >
      {children}
    </p>
  );
}
