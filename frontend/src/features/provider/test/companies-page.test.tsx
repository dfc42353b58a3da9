import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderCompanyRow, ProviderRevenue } from '@shared/provider/schemas';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { CompaniesPage } from '../pages/companies-page';

afterEach(() => vi.unstubAllGlobals());

const provider = testCompany({
  emis: 'baron-007',
  name: 'Baron Office Systems',
  domain: 'localhost',
});

const row = (emis: string, over: Partial<ProviderCompanyRow> = {}): ProviderCompanyRow => ({
  emis,
  name: `${emis} (Pty) Ltd`,
  domain: `${emis}.co.za`,
  plan: 'Standard',
  price_cents: 139_900,
  paid_until: '2026-11-30',
  standing: 'active',
  users: { used: 4, limit: 10 },
  ...over,
});

const revenue: ProviderRevenue = {
  annual_cents: 1_283_500,
  companies: 5,
  by_plan: [
    { plan: 'Standard', cents: 279_800, companies: 2 },
    { plan: 'Premium', cents: 599_800, companies: 2 },
    { plan: 'Legal', cents: 449_900, companies: 1 },
  ],
};

describe('Companies (the provider)', () => {
  it('shows the revenue, this month’s renewals and the companies, a page at a time', async () => {
    const api = fakeApi((path) => {
      if (path.includes('/auth/provider-revenue')) return { body: revenue };
      if (path.includes('/auth/provider-renewals'))
        return { body: { rows: [], cursor: null, from: '2026-11-01', to: '2026-11-30' } };
      if (path.includes('/auth/provider-companies') && path.includes('search=acme'))
        return { body: { rows: [row('acme-1')], cursor: null, today: '2026-11-26' } };
      if (path.includes('/auth/provider-companies') && path.includes('cursor=c1'))
        return {
          body: {
            rows: [
              row('zulu-3', {
                plan: 'Legal',
                standing: 'read-only',
                users: { used: 2, limit: null },
              }),
            ],
            cursor: null,
            today: '2026-11-26',
          },
        };
      if (path.includes('/auth/provider-companies'))
        return {
          body: {
            rows: [row('acme-1'), row('beta-2', { standing: 'grace', paid_until: '2026-11-20' })],
            cursor: 'c1',
            today: '2026-11-26',
          },
        };
      return { status: 404, body: { error: 'No such route' } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(provider, '/companies', <CompaniesPage />);
    const user = userEvent.setup();

    expect(await screen.findByText('R 12,835.00')).toBeInTheDocument();
    expect(screen.getByText('a year from 5 companies')).toBeInTheDocument();
    expect(await screen.findByText("No company's plan year ends this month.")).toBeInTheDocument();

    const all = screen.getByRole('table', { name: 'All companies' });
    expect(await within(all).findByText('acme-1 (Pty) Ltd')).toBeInTheDocument();
    expect(within(all).getByText('In grace')).toBeInTheDocument();
    expect(within(all).getAllByText('4 of 10')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more companies' }));
    expect(await within(all).findByText('Read-only')).toBeInTheDocument();
    expect(within(all).getByText('2 (unlimited)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more companies' })).toBeNull();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by the start of the emis' }),
      'acme',
    );
    await waitFor(() => expect(within(all).queryByText('beta-2 (Pty) Ltd')).toBeNull());
    // The search asks the server once typing pauses (debounced): wait for that call.
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('search=acme'))).toBe(true));
  });

  it('says what failed and asks again on Try again', async () => {
    let fail = true;
    const api = fakeApi((path) => {
      if (path.includes('/auth/provider-revenue')) return { body: revenue };
      if (path.includes('/auth/provider-renewals'))
        return {
          body: { rows: [row('due-1')], cursor: null, from: '2026-11-01', to: '2026-11-30' },
        };
      if (path.includes('/auth/provider-companies'))
        return fail
          ? { status: 403, body: { error: "The companies list is for Kantoor's own super admins" } }
          : { body: { rows: [], cursor: null, today: '2026-11-26' } };
      return { status: 404, body: { error: 'No such route' } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(provider, '/companies', <CompaniesPage />);
    const user = userEvent.setup();
    expect(
      await screen.findByText("The companies list is for Kantoor's own super admins"),
    ).toBeInTheDocument();
    expect(await screen.findByText('due-1 (Pty) Ltd')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No companies yet.')).toBeInTheDocument();
  });
});
