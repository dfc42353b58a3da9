import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import type { RecurringInvoiceView } from '@shared/receivables/schemas';
import { CompanyProvider } from '../../../lib/company';
import { RecurringTab } from './recurring-tab';

const user = vi.hoisted(() => ({ alevel: 9 }));
vi.mock('../../../lib/api/current-user', () => ({ useSignedInUser: () => user }));

const company = {
  company: {
    emis: 'shop',
    name: 'Durban Office Supplies',
    domain: 'shop.localhost',
    currency: 'ZAR',
  },
  currency: 'ZAR',
  labels: {},
  website: { services: [], faqs: [], promotions: [], goals: [] },
} as unknown as CompanyWithDomainReply;

const retainer: RecurringInvoiceView = {
  id: 'tpl-1',
  client: 'client-1',
  clientName: 'Umhlanga Dental',
  items: [{ item_type: 'service', name: 'Retainer', unit_price: 100_000, quantity: 1 }],
  discount: 0,
  comment: null,
  dueDays: 30,
  frequency: 'monthly',
  startDate: '2027-01-31',
  endDate: null,
  status: 'active',
  nextRun: '2027-02-28',
  issued: 1,
  lastRun: '2027-01-31',
  lastInvoice: 12,
  lastError: null,
};

function fakeApi() {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetch = (path: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ path, body });
    let reply: unknown = { status: 'success', message: 'Done' };
    if (path.startsWith('/auth/get-recurring-invoices')) reply = { templates: [retainer] };
    if (path.startsWith('/auth/get-invoice-reminders'))
      reply = { enabled: false, daysBefore: 3, onDueDate: true, daysAfter: 7, sms: false };
    if (path.startsWith('/auth/get-all-clients'))
      reply = { rows: [{ id: 'client-2', name: 'Ballito Books' }], cursor: null };
    if (path === '/auth/save-recurring-invoice')
      reply = { status: 'success', message: 'Recurring invoice saved', id: 'tpl-2' };
    if (path === '/auth/end-recurring-invoice')
      reply = { status: 'success', message: 'Recurring invoice ended' };
    return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
  };
  return { fetch, calls };
}

function renderTab() {
  const router = createMemoryRouter(
    [{ path: '/invoices-and-quotes', element: <RecurringTab today="2027-01-15" currency="ZAR" /> }],
    { initialEntries: ['/invoices-and-quotes?tab=recurring'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CompanyProvider value={company}>
        <RouterProvider router={router} />
      </CompanyProvider>
    </QueryClientProvider>,
  );
}

describe('the recurring invoices tab and dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists templates with their next run, and sets a new one up from the keyboard and mouse', async () => {
    user.alevel = 9;
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    renderTab();
    expect(await screen.findByText('Umhlanga Dental')).toBeVisible();
    expect(screen.getByText('2027-02-28')).toBeVisible();
    const u = userEvent.setup();

    await u.click(screen.getByRole('button', { name: 'New recurring invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recurring invoice' });
    // Nothing chosen: the client's message, and nothing sent.
    await u.click(within(dialog).getByRole('button', { name: 'Save recurring invoice' }));
    const picker = within(dialog).getByRole('combobox', { name: /Client/ });
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText('Choose a client').length).toBeGreaterThan(1);
    expect(api.calls.some((c) => c.path === '/auth/save-recurring-invoice')).toBe(false);

    await waitFor(() => expect(picker).toBeEnabled());
    await u.click(picker);
    await u.click(await screen.findByRole('option', { name: /Ballito Books/ }));
    await u.type(within(dialog).getByLabelText('Line 1 description'), 'Monthly retainer');
    await u.type(within(dialog).getByLabelText('Line 1 unit price'), '1,000.00');
    // The lines' remove button is reachable by Tab and says which line it removes.
    expect(within(dialog).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Save recurring invoice' }));

    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/auth/save-recurring-invoice')).toBe(true),
    );
    expect(api.calls.find((c) => c.path === '/auth/save-recurring-invoice')?.body).toEqual({
      client: 'client-2',
      frequency: 'monthly',
      startDate: '2027-01-15',
      endDate: null,
      dueDays: '30',
      discount: '0.00',
      items: [
        { item_type: 'service', name: 'Monthly retainer', unit_price: '1,000.00', quantity: '1' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("files the lines' messages under the line they are about, and sends only what is filled in", async () => {
    user.alevel = 9;
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    renderTab();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'New recurring invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recurring invoice' });
    const picker = within(dialog).getByRole('combobox', { name: /Client/ });
    await waitFor(() => expect(picker).toBeEnabled());
    await u.click(picker);
    await u.click(await screen.findByRole('option', { name: /Ballito Books/ }));

    // Only a blank line: the list says it needs one, nothing is sent.
    const saveButton = within(dialog).getByRole('button', { name: 'Save recurring invoice' });
    await u.click(saveButton);
    expect(await within(dialog).findByText('Add at least one line')).toBeVisible();

    // A second line with a name and a bad price and quantity: the messages sit at its fields.
    await u.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await u.type(within(dialog).getByLabelText('Line 2 description'), 'Toner');
    await u.type(within(dialog).getByLabelText('Line 2 unit price'), '12.345');
    await u.clear(within(dialog).getByLabelText('Line 2 quantity'));
    await u.type(within(dialog).getByLabelText('Line 2 quantity'), '1.5');
    await u.click(saveButton);
    const price = within(dialog).getByLabelText('Line 2 unit price');
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription('Enter an amount like 1,234.56');
    expect(within(dialog).getByLabelText('Line 2 quantity')).toHaveAccessibleDescription(
      'Quantity must be a whole number of at least 1',
    );
    expect(within(dialog).getByLabelText('Line 2 description')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Add at least one line')).toBeNull();
    expect(api.calls.some((c) => c.path === '/auth/save-recurring-invoice')).toBe(false);

    // The blank first line removed, the second fixed: saved with that one line.
    await u.click(within(dialog).getByRole('button', { name: 'Remove line 1' }));
    expect(within(dialog).queryByLabelText('Line 2 description')).toBeNull();
    await u.clear(within(dialog).getByLabelText('Line 1 unit price'));
    await u.type(within(dialog).getByLabelText('Line 1 unit price'), '12.50');
    await u.clear(within(dialog).getByLabelText('Line 1 quantity'));
    await u.type(within(dialog).getByLabelText('Line 1 quantity'), '2');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Line 1 unit price')).not.toHaveAttribute(
        'aria-invalid',
      ),
    );
    await u.click(saveButton);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/auth/save-recurring-invoice')?.body).toMatchObject({
        items: [{ item_type: 'service', name: 'Toner', unit_price: '12.50', quantity: '2' }],
      }),
    );
  });

  it('asks before ending a template, and ends it only when confirmed', async () => {
    user.alevel = 7;
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    renderTab();
    const u = userEvent.setup();
    await u.click(
      await screen.findByRole('button', { name: 'End recurring invoice for Umhlanga Dental' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'End this recurring invoice?' });
    await u.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.path === '/auth/end-recurring-invoice')).toBe(false);

    await u.click(
      screen.getByRole('button', { name: 'End recurring invoice for Umhlanga Dental' }),
    );
    const again = await screen.findByRole('alertdialog');
    await u.click(within(again).getByRole('button', { name: 'End recurring invoice' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/auth/end-recurring-invoice')?.body).toEqual({
        id: 'tpl-1',
      }),
    );
    // An admin (below manager) sees the reminder settings in words, without a form.
    expect(screen.getByText('Clients are not reminded of invoices due.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save reminders' })).toBeNull();
  });

  it('shows staff the list without changes', async () => {
    user.alevel = 5;
    vi.stubGlobal('fetch', fakeApi().fetch);
    renderTab();
    expect(await screen.findByText('Umhlanga Dental')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New recurring invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
  });
});
