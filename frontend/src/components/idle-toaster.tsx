import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./ui/sonner').then((m) => ({ default: m.Toaster })));

/**
 * The app's toast outlet, downloaded once the page is idle: no toast can be needed before
 * someone acts. Nothing renders on the server or in the first (hydrating) render, so a
 * server-rendered page and its hydration agree.
 */
export function IdleToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
