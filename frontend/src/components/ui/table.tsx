import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './styles';

/**
 * The name of the table's scrolling box while its columns overflow it (undefined while they fit):
 * a box that scrolls must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
 */
function useOverflowName(box: RefObject<HTMLDivElement | null>, active: boolean) {
  const [name, setName] = useState<string>();
  useEffect(() => {
    const node = box.current;
    if (!active || !node || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const table = node.querySelector('table');
      const overflows = node.scrollWidth > node.clientWidth + 1;
      setName(
        overflows
          ? (table?.getAttribute('aria-label') ?? table?.caption?.textContent?.trim()) || 'Table'
          : undefined,
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    const table = node.querySelector('table');
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, [box, active]);
  return name;
}

/** A table in a wrapper that scrolls sideways when the columns do not fit (phones). */
export function Table({
  className,
  containerClassName,
  regionLabel,
  ...props
}: ComponentProps<'table'> & {
  containerClassName?: string;
  /**
   * Names the sideways-scrolling wrapper as a region a keyboard can focus and scroll (WCAG
   * 2.1.1) at all times; without it the wrapper becomes such a region only while it overflows.
   */
  regionLabel?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const overflowName = useOverflowName(box, !regionLabel);
  const label = regionLabel ?? overflowName;
  // The automatic one is a group, not a second landmark beside the section that names the table.
  const role = regionLabel ? 'region' : 'group';
  return (
    <div
      ref={box}
      data-slot="table-container"
      className={cn('relative w-full overflow-x-auto', label && focusRing, containerClassName)}
      {...(label ? { role, 'aria-label': label, tabIndex: 0 } : {})}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted motion-reduce:transition-none',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td data-slot="table-cell" className={cn('px-3 py-2.5 align-middle', className)} {...props} />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
