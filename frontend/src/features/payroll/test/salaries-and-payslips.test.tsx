import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollView, PayslipView } from '@shared/payroll/schemas';
import { SalariesAndPayslipsPage } from '../pages/salaries-and-payslips-page';
import { employee, fakeApi, renderAt } from './render';

const TOTALS = {
  total_earnings: 0,
  total_paye: 0,
  total_deductions: 0,
  total_salary_paid: 0,
  total_uif_employee: 0,
  total_uif_employer: 0,
  total_sdl: 0,
  emp201_total: 0,
};
const year = new Date().getFullYear();
const run: PayrollView = {
  ...TOTALS,
  id: `${year}-03`,
  month: 3,
  year,
  pay_date: `${year}-03-31`,
  tax_year: `${year}/${(year + 1) % 100}`,
  status: 'open',
  employees: 1,
  created_by: null,
  created_at: null,
  finalised_by: null,
  finalised_at: null,
};
const slip = {
  payroll_id: run.id,
  staff_id: 'lindiwe',
  name: 'Lindiwe Mkhize',
  base_salary: 3_000_000,
  total_hours: 0,
  total_rates: 0,
  gross_earnings: 3_000_000,
  paye: 0,
  uif_employee: 0,
  uif_employer: 0,
  sdl: 0,
  gross_deductions: 0,
  net_salary: 3_000_000,
  lines: [],
  ytd: { gross_earnings: 3_000_000, paye: 0, uif_employee: 0 },
} as unknown as PayslipView;
const EMPLOYER = {
  name: 'Vula Trading',
  paye_reference: '7123456789',
  uif_reference: 'U123456789',
  sdl_reference: 'L123456789',
};

function payrollApi() {
  return fakeApi((path) => {
    if (path.includes('/get-all-payrolls-for-current-year'))
      return {
        body: {
          year,
          payrolls: [run],
          settings: {
            sdl_liable: false,
            paye_reference: null,
            uif_reference: null,
            sdl_reference: null,
          },
        },
      };
    if (path.endsWith('/get-employees-already-on-payslip'))
      return { body: { payroll: run, employees: [slip], employer: EMPLOYER } };
    if (path.includes('/get-all-employees'))
      return { body: { rows: [employee('lindiwe', 'Lindiwe Mkhize')], cursor: null } };
    if (path.includes('/get-all-rates'))
      return { body: { rates: [{ id: 'overtime', name: 'Overtime', price: 18_000 }] } };
    if (path.endsWith('/auth/create-payroll')) return { body: { payroll: run } };
    return { body: { status: 'success' } };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Salaries & Payslips forms', () => {
  it('creates a payroll for the chosen month and year with the pay date as picked', async () => {
    const api = payrollApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/salaries-and-payslips', <SalariesAndPayslipsPage />);
    const user = userEvent.setup();

    expect(screen.queryByRole('button', { name: 'Create Payroll' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'March' }));
    // The kit's date picker: the 15th of the month it opens on.
    await user.click(screen.getByRole('button', { name: 'Pay date (optional)' }));
    await user.click((await screen.findAllByRole('button', { name: /15th/ }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Create Payroll' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/auth/create-payroll'))?.body).toEqual({
        month: 3,
        year,
        payDate: expect.stringMatching(/^\d{4}-\d{2}-15$/),
        // One request id per action: the server records the run once (issue 24).
        requestId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      }),
    );
    // Created: the month is chosen afresh, so the button goes.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Create Payroll' })).toBeNull(),
    );
  });

  it('says under each field what a line or the hours lack, sends nothing, then sends them', async () => {
    const api = payrollApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/salaries-and-payslips', <SalariesAndPayslipsPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const slips = await screen.findByRole('table', { name: 'Payslips' });
    await user.click(await within(slips).findByRole('checkbox', { name: 'Select Lindiwe Mkhize' }));

    const lines = screen.getByRole('form', { name: 'Earnings and deductions' });
    await user.click(within(lines).getByRole('button', { name: 'Submit' }));
    const description = within(lines).getByLabelText('Description');
    const amount = within(lines).getByLabelText('Amount');
    await waitFor(() => expect(description).toHaveAccessibleDescription('Enter a description'));
    expect(amount).toHaveAccessibleDescription('Enter an amount more than 0');
    expect(amount).toBeInvalid();

    const hoursForm = screen.getByRole('form', { name: 'Capture hours' });
    await user.click(within(hoursForm).getByRole('combobox', { name: 'Rate' }));
    await user.click(await screen.findByRole('option', { name: /Overtime/ }));
    const hours = within(hoursForm).getByLabelText('Hours');
    await user.type(hours, '1.255');
    await user.click(within(hoursForm).getByRole('button', { name: 'Capture Rate Now' }));
    await waitFor(() =>
      expect(hours).toHaveAccessibleDescription(
        'Enter the hours: more than 0, at most 744, 2 decimals',
      ),
    );
    const sent = (end: string) => api.calls.filter((c) => c.path.endsWith(end));
    expect(sent('/auth/submit-earnings-and-deductions')).toHaveLength(0);
    expect(sent('/auth/capture-rate-now')).toHaveLength(0);

    await user.type(description, 'Bonus');
    await user.type(amount, '5,000.00');
    await user.click(within(lines).getByRole('checkbox', { name: /Once-off/ }));
    await user.click(within(lines).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(sent('/auth/submit-earnings-and-deductions')[0]?.body).toEqual({
        selectedCategory: 'Other Earnings',
        description: 'Bonus',
        amount: '5,000.00',
        irregular: true,
        employeesIDs: ['lindiwe'],
        payrollID: run.id,
        requestId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      }),
    );
    await waitFor(() => expect(description).toHaveValue(''));

    await user.clear(hours);
    await user.type(hours, '7.5');
    await user.click(within(hoursForm).getByRole('button', { name: 'Capture Rate Now' }));
    await waitFor(() =>
      expect(sent('/auth/capture-rate-now')[0]?.body).toEqual({
        payrollID: run.id,
        employeesIDs: ['lindiwe'],
        rateID: 'overtime',
        hours: '7.5',
        requestId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      }),
    );
    // Each action its own id: the earnings line and the hours are two requests.
    expect((sent('/auth/capture-rate-now')[0]?.body as { requestId: string }).requestId).not.toBe(
      (sent('/auth/submit-earnings-and-deductions')[0]?.body as { requestId: string }).requestId,
    );
  });
});

describe('Finalise payroll', () => {
  it("asks with the kit's dialog, sends nothing on Cancel and finalises once on confirm", async () => {
    const api = payrollApi();
    vi.stubGlobal('fetch', api.fetch);
    const native = vi.fn(() => true);
    vi.stubGlobal('confirm', native);
    renderAt('/salaries-and-payslips', <SalariesAndPayslipsPage />);
    const user = userEvent.setup();
    const finalised = () => api.calls.filter((c) => c.path.endsWith('/auth/finalise-payroll'));

    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const slips = await screen.findByRole('table', { name: 'Payslips' });
    // Money is right-aligned and kept on one line.
    const net = within(slips).getByText('R 30,000.00', { selector: 'strong' });
    expect(net).toHaveClass('whitespace-nowrap', 'tabular-nums');
    expect(net.closest('td')).toHaveClass('text-right');

    await user.click(screen.getByRole('button', { name: 'Finalise payroll' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Finalise this payroll?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(finalised()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Finalise payroll' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Finalise payroll' }));
    await waitFor(() => expect(finalised()).toHaveLength(1));
    expect(finalised()[0]?.body).toMatchObject({ payrollID: run.id });
    expect(native).not.toHaveBeenCalled();
  });
});
