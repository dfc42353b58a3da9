import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardReply } from '@shared/documents/types';
import { useDocumentsDashboard } from '../api/get-invoices-and-quotations-data';
import { DashboardTab } from './dashboard-tab';

const user = vi.hoisted(() => ({ alevel: 9 }));
vi.mock('../../../lib/api/current-user', () => ({ useSignedInUser: () => user }));

const invoice = (n: number) => ({
  invoice_number: n,
  invoice_date: '2027-01-10',
  date: '2027-01-10',
  due_date: '2027-02-09',
  client_id: 'client-1',
  client_name: `Client of invoice ${n}`,
  total: 11_500,
  total_paid: 0,
  currency: 'ZAR',
});
const quote = (n: number) => ({
  quote_number: n,
  quote_date: '2027-01-10',
  client_id: 'client-1',
  client_name: `Client of quote ${n}`,
  total: 5_000,
  status: 'open',
  currency: 'ZAR',
});
const page = (over: Partial<DashboardReply>) =>
  ({
    totals: { quotes: 5_000, invoices: 34_500, paid: 0, outstanding: 34_500 },
    issuer: { currency: 'ZAR' },
    today: '2027-01-15',
    quotes: [],
    invoices: [],
    cursor: null,
    more: { quotes: false, invoices: false },
    ...over,
  }) as unknown as DashboardReply;

function Screen() {
  const dashboard = useDocumentsDashboard();
  if (!dashboard.data) return <p>Loading</p>;
  return (
    <DashboardTab
      data={dashboard.data}
      quotesMore={dashboard.quotesMore}
      invoicesMore={dashboard.invoicesMore}
    />
  );
}

describe('the invoices and quotations dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a page, then the next of the list that has more on its own Load more', async () => {
    const paths: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      paths.push(path);
      const reply = path.includes('cursor=')
        ? page({ invoices: [invoice(1)] as never })
        : page({
            quotes: [quote(1)] as never,
            invoices: [invoice(3), invoice(2)] as never,
            cursor: 'next-page',
            more: { quotes: false, invoices: true },
          });
      return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <Screen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByText('Client of invoice 3')).toBeInTheDocument();
    expect(within(invoices).queryByText('Client of invoice 1')).not.toBeInTheDocument();
    expect(paths).toEqual(['/auth/get-invoices-and-quotations-data?limit=50']);
    // The quotes ran out: only the invoices offer more.
    expect(screen.queryByRole('button', { name: 'Load more quotes' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more invoices' }));
    expect(await within(invoices).findByText('Client of invoice 1')).toBeInTheDocument();
    expect(paths[1]).toBe('/auth/get-invoices-and-quotations-data?limit=50&cursor=next-page');
    expect(screen.queryByRole('button', { name: 'Load more invoices' })).not.toBeInTheDocument();
    // The first reply's totals stay; the quote is listed once.
    expect(screen.getAllByText('Client of quote 1')).toHaveLength(1);
  });
});

describe('converting quotes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, naming each quote, and converts only when confirmed', async () => {
    const posts: string[] = [];
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(`${path} ${String(init.body)}`);
        const reply = { converted: [{ quote_number: 1, invoice_number: 9 }], alreadyConverted: [] };
        return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
      }
      const reply = page({ quotes: [quote(1), quote(2)] as never });
      return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
    });
    const u = userEvent.setup();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <Screen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await u.click(await screen.findByRole('checkbox', { name: 'Select quote 1' }));
    await u.click(screen.getByRole('button', { name: 'Convert to invoice' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Convert quote 1 to an invoice?',
    });
    expect(ask).toHaveTextContent('quote 1 (Client of quote 1, R 50.00)');
    expect(ask).not.toHaveTextContent('quote 2');
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Convert to invoice' }));
    const again = await screen.findByRole('alertdialog');
    await u.click(within(again).getByRole('button', { name: 'Convert to invoice' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain('"selectedQuotesForConversion":[1]');
  });
});
