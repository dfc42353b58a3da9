import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingView } from '@shared/plans/billing';
import { RENEW_MESSAGE } from '@shared/plans/standing';
import { toast } from '../../../components/ui/sonner';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { StandingBanner } from '../components/standing-banner';
import { PlanAndBillingPage } from '../pages/plan-and-billing-page';

vi.mock('../../../components/ui/sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => vi.unstubAllGlobals());

const company = testCompany({
  emis: 'hands-of-hope-2022',
  name: 'Hands of Hope',
  domain: 'hope.localhost',
});

const view = (over: Partial<BillingView> = {}): BillingView => ({
  plan: 'Premium',
  priceCents: 299_900,
  paidUntil: '2027-03-10',
  today: '2027-03-30',
  standing: 'read-only',
  closingAt: null,
  graceUntil: '2027-03-24',
  daysLeft: -20,
  daysInYear: 365,
  usersInUse: 13,
  userLimit: null,
  renewal: { plan: 'Premium', cents: 299_900, until: '2028-03-10', blocked: null },
  planAtRenewal: null,
  upgrades: [],
  downgrades: [
    {
      plan: 'Standard',
      priceCents: 139_900,
      cents: 139_900,
      change: "Ban 3 users to fit Standard's 10.",
      loses: ['Point of sale', 'Online store'],
    },
  ],
  ...over,
});

describe('Plan & Billing', () => {
  it('shows a lapsed plan, what blocks a downgrade, and asks before paying', async () => {
    const api = fakeApi((path) => {
      if (path.endsWith('/auth/plans/billing')) return { body: view() };
      if (path.includes('/auth/plans/payments')) return { body: { rows: [], cursor: null } };
      if (path.endsWith('/auth/plans/renew'))
        return { status: 409, body: { error: 'Your company has no paid-until date yet.' } };
      return { status: 404, body: { error: 'No such route' } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(company, '/plan-and-billing', <PlanAndBillingPage />);
    expect(screen.getByText('Loading your plan…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Read-only')).toBeInTheDocument();
    expect(screen.getByText(/Kantoor is read-only for your company/)).toBeInTheDocument();
    expect(screen.getByText("Ban 3 users to fit Standard's 10.")).toBeInTheDocument();
    expect(
      screen.getByText(/Stops working on Standard: Point of sale, Online store/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to Standard at renewal' })).toBeDisabled();
    expect(await screen.findByText('No plan payments yet.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renew for R2,999.00' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('until 2028-03-10');
    expect(api.calls.some((c) => c.path.endsWith('/auth/plans/renew'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path.endsWith('/auth/plans/renew'))).toBe(true),
    );
    // The failure is told and the dialog stays for another try.
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your company has no paid-until date yet.'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows a manager the read-only banner with the link to renew', async () => {
    const api = fakeApi(() => ({ body: view() }));
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(company, '/switchboard', <StandingBanner alevel={9} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('read-only until it is renewed');
    expect(screen.getByRole('link', { name: /Renew under Plan & Billing/ })).toHaveAttribute(
      'href',
      '/plan-and-billing',
    );
    expect(RENEW_MESSAGE).toContain('Plan & Billing');
  });

  it('shows a closing company the day its site goes down and where to cancel', async () => {
    const api = fakeApi(() => ({
      body: view({ standing: 'closing', closingAt: '2027-04-29', paidUntil: '2027-12-31' }),
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(company, '/switchboard', <StandingBanner alevel={9} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('site goes down on 2027-04-29');
    expect(screen.getByRole('link', { name: /cancel under Close Company/ })).toHaveAttribute(
      'href',
      '/close-company',
    );
  });
});
