import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './styles';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap',
    'transition-colors motion-reduce:transition-none [&_svg]:pointer-events-none [&_svg]:shrink-0',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    focusRing,
  ],
  {
    variants: {
      variant: {
        default: 'bg-brand text-brand-foreground hover:bg-brand/90',
        secondary: 'bg-muted text-foreground hover:bg-muted/70',
        outline: 'border border-input bg-background hover:bg-muted',
        ghost: 'hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-brand underline-offset-4 hover:underline',
        accent: 'bg-accent text-accent-foreground hover:bg-accent/90',
      },
      size: {
        sm: 'h-8 px-3 text-xs [&_svg:not([class*=size-])]:size-3.5',
        default: 'h-10 px-4 py-2 [&_svg:not([class*=size-])]:size-4',
        lg: 'h-11 px-6 text-base [&_svg:not([class*=size-])]:size-5',
        icon: 'size-10 [&_svg:not([class*=size-])]:size-4',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the one child (a router Link, an <a>) with the button's look instead. */
    asChild?: boolean;
    /** Shows a spinner and disables the button while an action runs. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const inactive = Boolean(disabled || loading);
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    // A link cannot be disabled: aria-disabled (styled above) stands in for it.
    return (
      <Slot.Root
        className={classes}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        {...props}
      >
        {children}
      </Slot.Root>
    );
  }
  // While loading, the spinner takes the place of the button's first icon (the next element
  // after it): the button keeps its width, so nothing beside or below it moves under a pointer
  // (a press on Site Domain's Cancel change, beside a checking Check now, once missed).
  return (
    <button
      className={cn(classes, loading && '[&>svg+svg]:hidden')}
      disabled={inactive}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
