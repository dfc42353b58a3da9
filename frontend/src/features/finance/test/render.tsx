import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import { CompanyProvider } from '../../../lib/company';

const company = {
  company: {
    emis: 'vula-trading',
    name: 'Vula Trading',
    domain: 'shop.localhost',
    industry: 'General',
    primary_bg_color: '#0f4c5c',
    secondary_bg_color: '#f4a261',
    tax_rate: 15,
    currency: 'ZAR',
    plan: 'Standard',
  },
  currency: 'ZAR',
  labels: {},
  legal_services: false,
  ip_info: { currencyCode: 'ZAR' },
  website: { services: [], faqs: [], promotions: [], goals: [] },
} as unknown as CompanyWithDomainReply;

/** Renders a finance screen at `path` with the query client, the router and a company. */
export function renderAt(path: string, element: ReactNode, route = path.split('?')[0] ?? '/') {
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
