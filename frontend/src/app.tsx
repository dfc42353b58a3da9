import { useEffect, useState } from 'react';
import type { CompanyWithDomainReply } from '@shared/company/public-company';

type State =
  | { status: 'loading' }
  | { status: 'ready'; site: CompanyWithDomainReply }
  | { status: 'failed'; message: string };

/** Placeholder front page until the web-app shell lands: the tenant's name and welcome from the API. */
export function App() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    fetch('/get-company-with-domain', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: window.location.hostname }),
    })
      .then(async (response) => {
        const body: unknown = await response.json();
        if (!response.ok)
          throw new Error((body as { error?: string }).error ?? 'Oops, Something Went Wrong!');
        setState({ status: 'ready', site: body as CompanyWithDomainReply });
      })
      .catch((error: unknown) =>
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
  }, []);

  if (state.status === 'loading') {
    return (
      <p className="p-8 text-slate-600" role="status">
        Loading…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="p-8 text-red-700" role="alert">
        {state.message}
      </p>
    );
  }
  const { company } = state.site;
  return (
    <main className="min-h-screen" style={{ background: company.primary_bg_color }}>
      <section className="mx-auto max-w-3xl px-6 py-24 text-white">
        <h1 className="text-4xl font-bold">{company.welcome_title ?? company.name}</h1>
        <p className="mt-4 text-lg opacity-90">{company.motto}</p>
        <p className="mt-8 max-w-prose">{company.about_us}</p>
      </section>
    </main>
  );
}
