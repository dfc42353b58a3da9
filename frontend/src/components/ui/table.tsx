import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './styles';

type Overflow = { name?: string; left: boolean; right: boolean };

/**
 * The table's scrolling box while its columns overflow it: its name (a box that scrolls must be
 * reachable by keyboard, WCAG 2.1.1, axe scrollable-region-focusable; only while it overflows
 * unless `named`) and which sides hold more columns (for the fades that say it scrolls).
 */
function useOverflow(box: RefObject<HTMLDivElement | null>, named: boolean): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  useEffect(() => {
    const node = box.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const table = node.querySelector('table');
      const overflows = node.scrollWidth > node.clientWidth + 1;
      const name = overflows
        ? (table?.getAttribute('aria-label') ?? table?.caption?.textContent?.trim()) || 'Table'
        : undefined;
      const left = overflows && node.scrollLeft > 1;
      const right = overflows && node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setOverflow((was) =>
        was.name === name && was.left === left && was.right === right ? was : { name, left, right },
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    const table = node.querySelector('table');
    if (table) observer.observe(table);
    node.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      node.removeEventListener('scroll', measure);
    };
  }, [box, named]);
  return named ? { ...overflow, name: undefined } : overflow;
}

// A fade over the edge that hides more columns: with the visible scrollbar, it says "scroll".
const FADE = 'pointer-events-none absolute inset-y-0 z-10 w-6 from-background to-transparent';

/**
 * A table in a wrapper that scrolls sideways when the columns do not fit (phones), with a
 * scrollbar kept in sight and a fade on the side that holds more columns.
 */
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
  const overflow = useOverflow(box, Boolean(regionLabel));
  const label = regionLabel ?? overflow.name;
  // The automatic one is a group, not a second landmark beside the section that names the table.
  const role = regionLabel ? 'region' : 'group';
  const sides = [overflow.left && 'left', overflow.right && 'right'].filter(Boolean).join(' ');
  return (
    <div data-slot="table-frame" className="w-full min-w-0">
      <div className="relative">
        <div
          ref={box}
          data-slot="table-container"
          data-overflow={sides || undefined}
          className={cn('scroll-x-visible relative w-full', label && focusRing, containerClassName)}
          {...(label ? { role, 'aria-label': label, tabIndex: 0 } : {})}
        >
          <table
            data-slot="table"
            className={cn('w-full caption-bottom text-sm', className)}
            {...props}
          />
        </div>
        {overflow.left && <div aria-hidden="true" className={cn(FADE, 'left-0 bg-linear-to-r')} />}
        {overflow.right && (
          <div aria-hidden="true" className={cn(FADE, 'right-0 bg-linear-to-l')} />
        )}
      </div>
      {(overflow.left || overflow.right) && (
        // Said in words too: a phone may hide its scrollbar until the box is touched.
        <p
          aria-hidden="true"
          data-slot="table-scroll-hint"
          className="border-t border-border px-3 py-1 text-right text-xs text-muted-foreground"
        >
          {overflow.right ? 'Scroll sideways for more →' : '← Scroll back for the first columns'}
        </p>
      )}
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
