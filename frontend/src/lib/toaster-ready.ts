// Sonner's outlet shows only toasts made after it mounted; where the outlet mounts late (the
// public pages load it on the first interaction), a toast waits for it, at most a second.
let mounted = false;
const waiting = new Set<() => void>();

/** Called by the Toaster once it is on the page. */
export function toasterIsMounted() {
  mounted = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Resolves once a Toaster is on the page (or after `timeoutMs`, so a toast is never lost). */
export function toasterMounted(timeoutMs = 1000): Promise<void> {
  if (mounted) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.add(resolve);
    setTimeout(() => {
      waiting.delete(resolve);
      resolve();
    }, timeoutMs);
  });
}
