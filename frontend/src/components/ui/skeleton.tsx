import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// A span (shown as a block) so it may stand in for text inside <p> and headings.
export function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('block animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
