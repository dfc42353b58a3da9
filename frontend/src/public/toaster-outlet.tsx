import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('../components/ui/sonner').then((m) => ({ default: m.Toaster })));

// A toast only ever follows something the visitor did: the first of these brings the outlet.
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The public pages' toast outlet, downloaded on the first interaction, not with the page; at once
 * when the visitor did something before the page was live (the page's starter notes it on the
 * document: src/public/start-scripts.js).
 */
export function ToasterOutlet() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (document.documentElement.dataset.touched === 'true') want();
    for (const type of INTERACTIONS) document.addEventListener(type, want, { once: true });
    return () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, want);
    };
  }, []);
  return wanted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
