import type { ComponentProps } from 'react';
import { toast as sonner, Toaster as Sonner, type ExternalToast } from 'sonner';

type Show = (message: Parameters<typeof sonner>[0], data?: ExternalToast) => string | number;

/** A text message is its own id, so showing it again replaces it (and restarts its 3 s). */
const once =
  (show: Show): Show =>
  (message, data) =>
    show(message, typeof message === 'string' ? { id: message, ...data } : data);

/**
 * Sonner's `toast`, but the same message shown twice (a form saved twice, a check that fails
 * again) replaces itself instead of stacking identical toasts. An explicit `id` still wins.
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
