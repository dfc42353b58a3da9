import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

// The forms (and zod) load after the page has painted: the first download stays light.
const SignInTabs = lazy(() =>
  import('../../../components/auth/sign-in-tabs').then((m) => ({ default: m.SignInTabs })),
);

/** The hero's Login/Register card; `open` is the header's toggle, `load` lets the forms download. */
export function SignInPanel({ open, load }: { open: boolean; load: boolean }) {
  if (!open) return null;
  const placeholder = <Skeleton className="block h-[19rem] w-full" />;
  return (
    <div
      id="sign-in-panel"
      className="w-full rounded-xl bg-card p-6 text-card-foreground shadow-2xl"
    >
      {load ? (
        <Suspense fallback={placeholder}>
          <SignInTabs />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
