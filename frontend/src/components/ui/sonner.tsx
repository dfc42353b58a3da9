import { useEffect, type ComponentProps, type CSSProperties } from 'react';
import { toast as sonner, Toaster as Sonner, type ExternalToast } from 'sonner';
import { toasterIsMounted } from '../../lib/toaster-ready';

type Show = (message: Parameters<typeof sonner>[0], data?: ExternalToast) => string | number;

// Each text's current toast: `text#n`, n counted up as that toast starts to close. Sonner keeps a
// closing toast for its exit animation, and one shown then under its id would go with it.
const generation = new Map<string, number>();

/** A text message's toast is reused while it shows, so showing it again replaces it. */
const once =
  (show: Show): Show =>
  (message, data) => {
    if (typeof message !== 'string' || data?.id !== undefined) return show(message, data);
    const closed = (toastData: Parameters<NonNullable<ExternalToast['onDismiss']>>[0]) => {
      if (toastData.id === `${message}#${generation.get(message) ?? 0}`)
        generation.set(message, (generation.get(message) ?? 0) + 1);
    };
    return show(message, {
      ...data,
      id: `${message}#${generation.get(message) ?? 0}`,
      onAutoClose: (t) => {
        closed(t);
        data?.onAutoClose?.(t);
      },
      onDismiss: (t) => {
        closed(t);
        data?.onDismiss?.(t);
      },
    });
  };

/**
 * Sonner's `toast`, but the same message shown twice (a form saved twice, a check that fails
 * again) replaces itself, its 3 s starting over, instead of stacking identical toasts. An
 * explicit `id` is kept as given.
 */
export const toast = Object.assign(once(sonner), sonner, {
  success: once(sonner.success),
  error: once(sonner.error),
  info: once(sonner.info),
  warning: once(sonner.warning),
  message: once(sonner.message),
});

/** The app's one toast outlet: top-centre, coloured by kind, closable, 3 s (the spec's length). */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  useEffect(toasterIsMounted, []);
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={3000}
      // Sonner brings its own font stack; use the app's. Its rich colours' text is darkened to
      // reach 4.5:1 on their pale backgrounds (axe: the success green was 4.25:1).
      style={
        {
          fontFamily: 'inherit',
          '--success-text': 'hsl(140 100% 20%)',
          '--error-text': 'hsl(360 100% 36%)',
          '--info-text': 'hsl(210 92% 36%)',
          '--warning-text': 'hsl(31 92% 28%)',
        } as CSSProperties
      }
      {...props}
    />
  );
}
