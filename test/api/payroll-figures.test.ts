import { describe, expect, it } from 'vitest';
import type { PayrollTotals } from '@shared/payroll/payslip';
import type { EmployeeView, PayrollView } from '@shared/payroll/schemas';
import { readFigures, sumBy } from '../../functions/src/kernel/aggregates';
import { PAYROLL_TOTALS, slipDeltas } from '../../functions/src/payroll/runs';
import { api, login, nextCommonYear, testDeps, type Session } from './support';

// The payroll's year figures (issue 24): finalising a run adds its slips' totals to the
// figures in the finalise transaction. Rebuilt here from the runs and slips written through the
// routes (finalised, still open, and deleted): equal, to the cent. The runs are of a year no
// other suite uses.
const SHOP = 'shop.localhost';
const EMIS = 'vula-trading';
const MANAGER = `manager@${SHOP}`;

let session: Promise<Session> | undefined;
const token = async () => (await (session ??= login(MANAGER, SHOP))).token;
const ok = async <T>(path: string, body: unknown) => {
  const response = await api.post<T>(path, body, { host: SHOP, token: await token() });
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};
const get = async <T>(path: string) => {
  const response = await api.get<T>(path, { host: SHOP, token: await token() });
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};

type YearReply = { payrolls: PayrollView[]; year_totals: PayrollTotals & { payslips: number } };

describe('payroll year figures', () => {
  const db = testDeps().db;
  const year = nextCommonYear() + 31;

  it('equal the finalised runs’ slips; open and deleted runs count nowhere', async () => {
    const staff = (await get<{ rows: EmployeeView[] }>('/auth/get-all-employees?limit=1000')).rows;
    const ids = staff.map((e) => e.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const run = async (month: number, payDate?: string) =>
      (await ok<{ payroll: PayrollView }>('/auth/create-payroll', { month, year, payDate }))
        .payroll;
    const add = (payrollID: string, selected: string[]) =>
      ok('/auth/add-selected-employees-to-payroll', { selectedEmployees: selected, payrollID });
    const bonus = (payrollID: string, selected: string[], amount: string) =>
      ok('/auth/submit-earnings-and-deductions', {
        payrollID,
        employeesIDs: selected,
        selectedCategory: 'Other Earnings',
        description: 'Bonus',
        amount,
        irregular: true,
      });
    const finalise = (payrollID: string) => ok('/auth/finalise-payroll', { payrollID });

    const january = await run(1);
    await add(january.id, ids);
    await bonus(january.id, ids.slice(0, 2), '1,234.56');
    await ok('/auth/remove-staff-from-payroll', {
      selectedPayrollID: january.id,
      selectedPayslips: [ids[2]],
    });
    await finalise(january.id);
    // February's pay date is in March: it counts in March.
    const february = await run(2, `${year}-03-01`);
    await add(february.id, ids.slice(1));
    await finalise(february.id);
    const june = await run(6);
    await add(june.id, ids.slice(0, 1));
    await bonus(june.id, ids.slice(0, 1), '99.99');
    await finalise(june.id);
    // Still open, and deleted: neither counts.
    const open = await run(7);
    await add(open.id, ids);
    const gone = await run(8);
    await add(gone.id, ids);
    await ok('/auth/delete-selected-payrolls', { selectedPayrollIDs: [gone.id] });

    const { data: runs } = await db.entities.payrollRun.query
      .byCompany({ emis: EMIS })
      .begins({ id: `${year}-` })
      .go({ pages: 'all' });
    const finalised = runs.filter((r) => r.status === 'finalised');
    expect(finalised.map((r) => r.id).sort()).toEqual([january.id, february.id, june.id]);
    const slips = (
      await Promise.all(
        finalised.map(async (r) => {
          const { data } = await db.entities.payslip.query
            .byPayroll({ emis: EMIS, payroll_id: r.id })
            .go({ pages: 'all' });
          return data.map((slip) => ({ run: r, slip }));
        }),
      )
    ).flat();
    expect(slips).toHaveLength(ids.length - 1 + ids.length - 1 + 1);
    const figures = await readFigures(db, EMIS, PAYROLL_TOTALS, {
      from: `${year}-`,
      to: `${year}-~`,
    });
    expect(figures).toEqual(sumBy(PAYROLL_TOTALS, slips, ({ run, slip }) => slipDeltas(run, slip)));

    // The year's list shows the finalised runs' totals, and the year's slips.
    const listed = await get<YearReply>(`/auth/get-all-payrolls-for-current-year?year=${year}`);
    expect(listed.payrolls.map((p) => p.id)).toEqual([open.id, june.id, february.id, january.id]);
    const runsOf = listed.payrolls.filter((p) => p.status === 'finalised');
    const sum = (field: keyof PayrollTotals) => runsOf.reduce((t, p) => t + p[field], 0);
    expect(listed.year_totals).toEqual({
      total_earnings: sum('total_earnings'),
      total_paye: sum('total_paye'),
      total_deductions: sum('total_deductions'),
      total_salary_paid: sum('total_salary_paid'),
      total_uif_employee: sum('total_uif_employee'),
      total_uif_employer: sum('total_uif_employer'),
      total_sdl: sum('total_sdl'),
      emp201_total: sum('emp201_total'),
      payslips: slips.length,
    });
    expect(listed.year_totals.total_earnings).toBeGreaterThan(0);
    // A year without finalised runs: zeros.
    const empty = await get<YearReply>(`/auth/get-all-payrolls-for-current-year?year=${year + 1}`);
    expect(empty.year_totals.payslips).toBe(0);
    expect(empty.year_totals.emp201_total).toBe(0);
  });
});
