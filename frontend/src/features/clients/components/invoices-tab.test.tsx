import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import type { ClientProfile, ProfileInvoice } from '../api/get-client-profile';
import { InvoicesTab } from './invoices-tab';

const company = testCompany(
  { emis: 'shop', name: 'Vula Trading', domain: 'shop.localhost' },
  { labels: { invoice: 'Invoice' } },
);

const invoice = (n: number): ProfileInvoice => ({
  invoice_number: n,
  date: '2026-03-01',
  due_date: '2026-03-31',
  total: 11_500,
  total_paid: 11_500,
  payment: { state: 'paid', left: 0, colour: 'teal', label: 'Paid' } as ProfileInvoice['payment'],
});

afterEach(() => vi.unstubAllGlobals());

describe("the client profile's invoices (issue 24)", () => {
  it('shows the first page, then reads the next from the profile cursor on "Load more"', async () => {
    const api = fakeApi(() => ({
      body: {
        invoices: [invoice(3)],
        quotes: [],
        cursor: null,
        more: { quotes: false, invoices: false, matters: false },
      },
    }));
    vi.stubGlobal('fetch', api.fetch);
    const profile = {
      client: { id: '01CLIENT' },
      invoices: [invoice(5), invoice(4)],
      cursor: 'cursor-2',
      more: { quotes: false, invoices: true, matters: false },
    } as unknown as ClientProfile;
    renderForCompany(company, '/manage-clients', <InvoicesTab profile={profile} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: '5' })).toBeVisible();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Load more invoices' }));
    await waitFor(() =>
      expect(api.calls).toEqual([
        {
          path: '/auth/get-client-profile',
          body: { clientReference: '01CLIENT', limit: 50, cursor: 'cursor-2' },
        },
      ]),
    );
    expect(await screen.findByRole('link', { name: '3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more invoices' })).toBeNull();
  });

  it('has no "Load more" when the first page was the last', async () => {
    const api = fakeApi(() => ({ status: 500, body: {} }));
    vi.stubGlobal('fetch', api.fetch);
    const profile = {
      client: { id: '01CLIENT' },
      invoices: [invoice(1)],
      cursor: null,
      more: { quotes: false, invoices: false, matters: false },
    } as unknown as ClientProfile;
    renderForCompany(company, '/manage-clients', <InvoicesTab profile={profile} />);
    expect(await screen.findByRole('link', { name: '1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
