import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import { CompanyProvider } from './company';

// Test support for the features' screen tests (never imported by the app).

/**
 * A tenant as get-company-with-domain answers it: a General company in ZAR with the default
 * colours, `company`'s own fields over it and `reply`'s over the rest.
 */
export function testCompany(
  company: { emis: string; name: string; domain: string; industry?: string; plan?: string },
  reply: { labels?: Record<string, string>; legal_services?: boolean } = {},
): CompanyWithDomainReply {
  return {
    company: {
      industry: 'General',
      primary_bg_color: '#0f4c5c',
      secondary_bg_color: '#f4a261',
      tax_rate: 15,
      currency: 'ZAR',
      plan: 'Standard',
      ...company,
    },
    currency: 'ZAR',
    labels: {},
    legal_services: false,
    ip_info: { currencyCode: 'ZAR' },
    website: { services: [], faqs: [], promotions: [], goals: [] },
    ...reply,
  } as unknown as CompanyWithDomainReply;
}

/**
 * Renders a screen (or dialog) at `path` as the app would for `company`: a query client that does
 * not retry, a router with the screen at `route` and anything else at "elsewhere".
 */
export function renderForCompany(
  company: CompanyWithDomainReply,
  path: string,
  element: ReactNode,
  route = path.split('?')[0] ?? '/',
) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CompanyProvider value={company}>
        <RouterProvider router={router} />
      </CompanyProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** A fetch stand-in answering each call by path with a JSON body and status. */
export function fakeApi(
  answer: (path: string, body: unknown) => { status?: number; body: unknown },
) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetch = (path: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ path, body });
    const reply = answer(path, body);
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 }),
    );
  };
  return { fetch, calls };
}
