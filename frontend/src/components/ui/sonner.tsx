import type { ComponentProps } from 'react';
import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

/** The app's one toast outlet: top-centre, coloured by kind, closable, 3 s (the spec's length). */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={3000}
      // Sonner brings its own font stack; use the app's.
      style={{ fontFamily: 'inherit' }}
      {...props}
    />
  );
}
