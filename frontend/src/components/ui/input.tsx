import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './styles';

// text-base under `sm` keeps iOS from zooming into the field on focus.
export const fieldClasses = cn(
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base sm:text-sm',
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
  focusRing,
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClasses,
        'h-10 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
