import type { ReactNode } from 'react';

/** A whole-page message: the first load, an unknown site, a screen that failed. */
export function FullPageStatus({
  title,
  children,
  busy,
}: {
  title: string;
  children?: ReactNode;
  busy?: boolean;
}) {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-6 text-center" aria-busy={busy}>
      <div className="max-w-md">
        {busy && (
          <div
            className="mx-auto mb-6 size-10 animate-spin rounded-full border-4 border-border border-t-brand"
            aria-hidden="true"
          />
        )}
        <h1 className="text-xl font-semibold" role={busy ? 'status' : undefined}>
          {title}
        </h1>
        {children && <div className="mt-3 text-muted-foreground">{children}</div>}
      </div>
    </main>
  );
}
