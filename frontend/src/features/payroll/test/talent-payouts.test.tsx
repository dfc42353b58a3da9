import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollView } from '@shared/payroll/schemas';
import { toast } from '../../../components/ui/sonner';
import { SalariesAndPayslipsPage } from '../pages/salaries-and-payslips-page';
import { fakeApi, renderAt } from './render';

vi.mock('../../../components/ui/sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const year = new Date().getFullYear();
const run = (status: 'open' | 'finalised'): PayrollView =>
  ({
    id: `${year}-03`,
    month: 3,
    year,
    pay_date: `${year}-03-31`,
    tax_year: `${year}/${(year + 1) % 100}`,
    status,
    employees: 1,
    total_earnings: 0,
    total_paye: 0,
    total_deductions: 0,
    total_salary_paid: 0,
    total_uif_employee: 0,
    total_uif_employer: 0,
    total_sdl: 0,
    emp201_total: 0,
    created_by: null,
    created_at: null,
    finalised_by: null,
    finalised_at: null,
  }) as unknown as PayrollView;

/** The page with one run, opened; `payouts` answers add-talent-payouts-to-payroll call by call. */
async function openRun(
  status: 'open' | 'finalised',
  payouts: Array<{ status?: number; body: unknown }> = [],
) {
  let call = 0;
  const api = fakeApi((path) => {
    if (path.includes('/get-all-payrolls-for-current-year'))
      return { body: { year, payrolls: [run(status)], settings: { sdl_liable: false } } };
    if (path.endsWith('/get-employees-already-on-payslip'))
      return {
        body: {
          payroll: run(status),
          employees: [],
          employer: {
            name: 'Vula Trading',
            paye_reference: null,
            uif_reference: null,
            sdl_reference: null,
          },
        },
      };
    if (path.includes('/get-all-employees')) return { body: { rows: [], cursor: null } };
    if (path.includes('/get-all-rates')) return { body: { rates: [] } };
    if (path.endsWith('/add-talent-payouts-to-payroll'))
      return payouts[call++] ?? { status: 500, body: { error: 'Too many calls' } };
    return { body: { status: 'success' } };
  });
  vi.stubGlobal('fetch', api.fetch);
  renderAt('/salaries-and-payslips', <SalariesAndPayslipsPage />);
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Payrolls' });
  await user.click(await within(table).findByRole('button', { name: 'Open' }));
  await screen.findByRole('heading', { name: `Payroll March ${year}` });
  return { api, user };
}

const reply = (added: number, amount: number, staffIDs: string[], more: boolean) => ({
  body: {
    status: 'success',
    payrollID: `${year}-03`,
    month: `${year}-03`,
    added,
    amount,
    talents: staffIDs.length,
    staffIDs,
    more,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Add talent payouts', () => {
  it('asks first, calls again with a new request id while more wait, and sums the replies', async () => {
    const { api, user } = await openRun('open', [
      reply(45, 1_000_000, ['s1', 's2'], true),
      reply(2, 50_050, ['s2'], false),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add talent payouts' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Add talent payouts to this payroll?',
    });
    expect(api.calls.some((c) => c.path.endsWith('/add-talent-payouts-to-payroll'))).toBe(false);
    const slipReads = () =>
      api.calls.filter((c) => c.path.endsWith('/get-employees-already-on-payslip')).length;
    const readsBefore = slipReads();
    await user.click(within(confirm).getByRole('button', { name: 'Add talent payouts' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Added 47 payouts (R 10,500.50) for 2 talents'),
    );
    const sent = api.calls.filter((c) => c.path.endsWith('/add-talent-payouts-to-payroll'));
    expect(sent.map((c) => (c.body as { payrollID: string }).payrollID)).toEqual([
      `${year}-03`,
      `${year}-03`,
    ]);
    const ids = sent.map((c) => (c.body as { requestId: string }).requestId);
    expect(ids[0]).toMatch(/^[0-9A-Z]{26}$/);
    expect(ids[1]).toMatch(/^[0-9A-Z]{26}$/);
    expect(ids[0]).not.toBe(ids[1]);
    // The payslips are read again.
    await waitFor(() => expect(slipReads()).toBeGreaterThan(readsBefore));
  });

  it('says when there is nothing to add, and shows a refusal', async () => {
    const { user } = await openRun('open', [
      reply(0, 0, [], false),
      { status: 409, body: { error: 'This payroll is finalised' } },
    ]);
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: 'Add talent payouts' }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: 'Add talent payouts' }));
      if (i === 0)
        await waitFor(() =>
          expect(toast.info).toHaveBeenCalledWith('No talent payouts to add for this month'),
        );
    }
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This payroll is finalised'));
  });

  it('is not offered on a finalised payroll', async () => {
    await openRun('finalised');
    expect(screen.queryByRole('button', { name: 'Add talent payouts' })).toBeNull();
  });
});
