// The one focus ring every control shares: visible for keyboard users only, in the brand colour.
export const focusRing =
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

// The shared look of floating surfaces (popover, select, menu): fades in where motion is welcome.
export const floatingSurface =
  'z-50 rounded-md border border-border bg-popover text-popover-foreground shadow-md outline-hidden transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0 motion-reduce:transition-none';
