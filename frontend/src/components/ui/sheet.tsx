import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { closeButtonClasses, DialogOverlay } from './dialog';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background shadow-lg transition-[translate] duration-300 ease-out motion-reduce:transition-none',
  {
    variants: {
      side: {
        left: 'inset-y-0 left-0 h-dvh w-[85vw] max-w-sm border-r border-border starting:-translate-x-full',
        right:
          'inset-y-0 right-0 h-dvh w-[85vw] max-w-sm border-l border-border starting:translate-x-full',
        top: 'inset-x-0 top-0 max-h-[85dvh] border-b border-border starting:-translate-y-full',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] border-t border-border pb-[env(safe-area-inset-bottom)] starting:translate-y-full',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { showCloseButton?: boolean };

/** A drawer from one edge of the screen (the app's navigation on a phone is `side="left"`). */
export function SheetContent({
  side,
  className,
  children,
  showCloseButton = true,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <DialogOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close className={closeButtonClasses}>
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  // Padded here, not on the content, so a nav list can run edge to edge.
  return <div className={cn('flex flex-col gap-1.5 p-4 pr-12', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
