import { deferred } from '../../../components/deferred';

// Rendered on the server; its forms (and zod) download when a visitor comes near the panel, so
// the page's first load carries none of them (issue 26).
const SignInTabs = deferred('sign-in-tabs', () =>
  import('../../../components/auth/sign-in-tabs').then((m) => ({ default: m.SignInTabs })),
);

/** The hero's Login/Register card; `open` is the header's toggle. */
export function SignInPanel({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <div
      id="sign-in-panel"
      className="w-full rounded-xl bg-card p-6 text-card-foreground shadow-2xl"
    >
      <SignInTabs />
    </div>
  );
}
