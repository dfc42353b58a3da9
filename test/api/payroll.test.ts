import { describe, expect, it } from 'vitest';
import {
  MAX_RATES,
  MAX_SALARIES,
  PAYROLL_MESSAGES,
  type EmployeeView,
  type PayrollSlipsReply,
  type PayrollView,
  type RateView,
  type SalaryView,
} from '@shared/payroll/schemas';
import { PAYROLL_LISTS } from '../../functions/src/payroll/employees';
import { api, login, testDeps, type Session } from './support';

const SHOP = 'shop.localhost';
const MANAGER = `manager@${SHOP}`;
const OTHER = 'manager@school.localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const call = async <T>(path: string, body?: unknown, email = MANAGER) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: email.split('@')[1], token: session.token });
};
const get = async <T>(path: string, email = MANAGER) => {
  const session = await as(email);
  return api.get<T>(path, { host: email.split('@')[1], token: session.token });
};
const ok = async <T>(path: string, body?: unknown, email = MANAGER) => {
  const response = await call<T>(path, body, email);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};
const message = (response: { body: unknown }) => (response.body as { error?: string }).error;

const R = (rands: number) => Math.round(rands * 100);

/** Every employee, page after page (pages of two: the seed has more, so the cursor is used). */
async function employees() {
  const all: EmployeeView[] = [];
  let cursor: string | null = null;
  do {
    const query: string = new URLSearchParams({
      limit: '2',
      ...(cursor ? { cursor } : {}),
    }).toString();
    const response = await get<{ rows: EmployeeView[]; cursor: string | null }>(
      `/auth/get-all-employees?${query}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.rows.length).toBeLessThanOrEqual(2);
    all.push(...response.body.rows);
    cursor = response.body.cursor;
  } while (cursor);
  return all;
}
const byName = async (name: string) => (await employees()).find((e) => e.name === name)!;

async function newRun(month: number, year = 2026) {
  const reply = await ok<{ payroll: PayrollView }>('/auth/create-payroll', { month, year });
  return reply.payroll;
}
const slips = (payrollID: string) =>
  ok<PayrollSlipsReply>('/auth/get-employees-already-on-payslip', { payrollID });

/** The run's totals are the sums of its slips, and its EMP201 is PAYE + both UIF shares + SDL. */
function expectTotals({ payroll, employees: list }: PayrollSlipsReply) {
  const sum = (pick: (s: PayrollSlipsReply['employees'][number]) => number) =>
    list.reduce((t, s) => t + pick(s), 0);
  expect(payroll.employees).toBe(list.length);
  expect(payroll.total_earnings).toBe(sum((s) => s.gross_earnings));
  expect(payroll.total_paye).toBe(sum((s) => s.paye));
  expect(payroll.total_deductions).toBe(sum((s) => s.gross_deductions));
  expect(payroll.total_salary_paid).toBe(sum((s) => s.net_salary));
  expect(payroll.total_uif_employee).toBe(sum((s) => s.uif_employee));
  expect(payroll.total_uif_employer).toBe(sum((s) => s.uif_employer));
  expect(payroll.total_sdl).toBe(sum((s) => s.sdl));
  expect(payroll.emp201_total).toBe(
    sum((s) => s.paye) +
      sum((s) => s.uif_employee) +
      sum((s) => s.uif_employer) +
      sum((s) => s.sdl),
  );
}

describe('payroll: employees, salaries, rates and categories', () => {
  it('lists the seeded employees with dates of birth and salaries', async () => {
    const list = await employees();
    const lindiwe = list.find((e) => e.name === 'Lindiwe Mkhize')!;
    expect(lindiwe).toMatchObject({
      date_of_birth: '1991-04-12',
      salary_name: 'Branch Manager',
      base_salary: R(30_000),
    });
    expect(list.find((e) => e.name === 'Themba Zulu')?.date_of_birth).toBe('1959-05-15');
  });

  it('lists salaries, rates (staff may read rates) and staff categories', async () => {
    const salaries = await get<{ salaries: SalaryView[] }>('/auth/get-all-salaries');
    expect(salaries.body.salaries.map((s) => s.name)).toContain('Branch Manager');
    const rates = await get<{ rates: RateView[] }>('/auth/get-all-rates', `staff@${SHOP}`);
    expect(rates.status).toBe(200);
    expect(rates.body.rates).toContainEqual(
      expect.objectContaining({ name: 'Overtime', price: R(180) }),
    );
    const categories = await get<{ categories: Array<{ name: string }> }>(
      '/auth/get-all-staff-categories',
    );
    expect(categories.body.categories.map((c) => c.name)).toContain('Permanent');
  });

  it('creates a salary and applies it to staff; none selected is refused', async () => {
    const { salary } = await ok<{ salary: SalaryView }>('/auth/create-salary', {
      name: 'Driver',
      amount: '9,500.00',
    });
    expect(salary.amount).toBe(R(9_500));
    const none = await call('/auth/apply-salary-to-selected-staff', {
      salaryID: salary.id,
      selectedStaff: [],
    });
    expect(none.status).toBe(400);
    expect(message(none)).toBe('Select Aleast 1 Staff');
    expect((await call('/auth/create-salary', { name: 'Nothing', amount: '0' })).status).toBe(400);

    const created = await ok<{ id: string }>('/auth/create-staff', {
      name: 'Sipho Dlamini',
      idNumber: '0001015800086',
      phone: '071 555 0999',
    });
    await ok('/auth/apply-salary-to-selected-staff', {
      salaryID: salary.id,
      selectedStaff: [created.id],
    });
    await ok('/auth/save-employee', {
      staffID: created.id,
      dateOfBirth: '2000-01-01',
      taxNumber: '1234567890',
      category: 'Casual',
    });
    const sipho = await byName('Sipho Dlamini');
    expect(sipho).toMatchObject({
      base_salary: R(9_500),
      salary_name: 'Driver',
      category: 'Casual',
      date_of_birth: '2000-01-01',
    });
    expect(
      message(
        await call('/auth/save-employee', { staffID: created.id, dateOfBirth: '2000-02-30' }),
      ),
    ).toBe('Use a date of birth like 1990-05-31');

    const noneDeleted = await call('/auth/delete-selected-employees', { selectedEmployees: [] });
    expect(message(noneDeleted)).toBe('Select Aleast 1 Employee');
    await ok('/auth/delete-selected-employees', { selectedEmployees: [created.id] });
    expect(await byName('Sipho Dlamini')).toBeUndefined();
  });

  it('creates a rate', async () => {
    const { rate } = await ok<{ rate: RateView }>('/auth/create-staff-rate', {
      name: 'Public Holiday',
      price: '300',
    });
    expect(rate.price).toBe(R(300));
    expect((await call('/auth/create-staff-rate', { name: '', price: '300' })).status).toBe(400);
  });

  it('keeps at most MAX_SALARIES salaries and MAX_RATES rates, even when two creates race', async () => {
    // The legal company's counts (no other test makes its salaries or rates) set one below the
    // cap, as if it held that many: the create's own transaction checks the count.
    const legal = 'manager@legal.localhost';
    const emis = 'mokoena-attorneys';
    const db = testDeps().db;
    const cases = [
      {
        key: 'salaries',
        cap: MAX_SALARIES,
        path: '/auth/create-salary',
        list: '/auth/get-all-salaries',
        body: (n: string) => ({ name: n, amount: '1000' }),
        refused: PAYROLL_MESSAGES.tooManySalaries,
      },
      {
        key: 'rates',
        cap: MAX_RATES,
        path: '/auth/create-staff-rate',
        list: '/auth/get-all-rates',
        body: (n: string) => ({ name: n, price: '100' }),
        refused: PAYROLL_MESSAGES.tooManyRates,
      },
    ];
    for (const { key, cap, path, list, body, refused } of cases) {
      const item = { emis, name: PAYROLL_LISTS, key };
      const held = (await db.entities.aggregate.get(item).go({ consistent: true })).data?.count;
      await db.entities.aggregate
        .upsert(item)
        .set({ amount: 0, count: cap - 1 })
        .go();
      try {
        const names = [`Cap ${key} ${Date.now()} A`, `Cap ${key} ${Date.now()} B`];
        const raced = await Promise.all(names.map((n) => call(path, body(n), legal)));
        expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(raced.map(message)).toContain(refused);
        expect((await call(path, body(`${names[0]} again`), legal)).status).toBe(409);
        const listed = await get<Record<string, Array<{ name: string }>>>(list, legal);
        const shown = listed.body[key]!.map((row) => row.name);
        expect(names.filter((n) => shown.includes(n))).toHaveLength(1);
      } finally {
        // Back to what the company holds: what it had and the one created.
        await db.entities.aggregate
          .upsert(item)
          .set({ amount: 0, count: (held ?? 0) + 1 })
          .go();
      }
    }
  });

  it('is for managers: staff and admins are refused', async () => {
    expect(
      (await call('/auth/create-payroll', { month: 1, year: 2026 }, `staff@${SHOP}`)).status,
    ).toBe(403);
    expect(
      (await call('/auth/create-payroll', { month: 1, year: 2026 }, `admin@${SHOP}`)).status,
    ).toBe(403);
    expect((await get('/auth/get-all-employees', `admin@${SHOP}`)).status).toBe(403);
  });
});

describe('payroll runs and payslips', () => {
  it('runs March 2026 (tax year 2026/27): R30,000 under 65 pays PAYE R4,681.00 and UIF R177.12', async () => {
    const run = await newRun(3);
    expect(run).toMatchObject({
      id: '2026-03',
      pay_date: '2026-03-31',
      tax_year: '2026/27',
      status: 'open',
    });
    const again = await call('/auth/create-payroll', { month: 3, year: 2026 });
    expect(again.status).toBe(409);
    expect(message(again)).toBe('A payroll for this month already exists');
    expect(message(await call('/auth/create-payroll', { month: 13, year: 2026 }))).toBe(
      'Choose a month (1 to 12)',
    );
    expect((await call('/auth/create-payroll', { month: 1, year: 2025 })).status).toBe(400); // no tables

    const listed = await get<{ payrolls: PayrollView[] }>(
      '/auth/get-all-payrolls-for-current-year',
    );
    expect(listed.body.payrolls.map((p) => p.id)).toContain('2026-03');

    const none = await call('/auth/add-selected-employees-to-payroll', {
      selectedEmployees: [],
      payrollID: run.id,
    });
    expect(message(none)).toBe('Select Aleast 1 Employee');
    const lindiwe = await byName('Lindiwe Mkhize');
    const themba = await byName('Themba Zulu');
    const rajesh = await byName('Rajesh Govender');
    await ok('/auth/add-selected-employees-to-payroll', {
      selectedEmployees: [lindiwe.id, { id: themba.id }, rajesh.id],
      payrollID: run.id,
    });
    const data = await slips(run.id);
    const slip = data.employees.find((s) => s.staff_id === lindiwe.id)!;
    expect(slip).toMatchObject({
      name: 'Lindiwe Mkhize',
      payroll_date: '2026-03-31',
      base_salary: R(30_000),
      paye: R(4_681),
      uif_employee: R(177.12),
      uif_employer: R(177.12),
      sdl: R(300),
      net_salary: R(30_000 - 4_681 - 177.12),
      bank: 'Standard Bank',
    });
    // Themba turns 67 in the tax year: 22,000 × 12 = 264,000 → 44,118 + 26% × 18,900 = 49,032;
    // − (17,820 + 9,765) = 21,447 / 12 = 1,787.25.
    expect(data.employees.find((s) => s.staff_id === themba.id)).toMatchObject({
      age: 67,
      paye: R(1_787.25),
    });
    expectTotals(data);

    // The same run through the payroll object.
    const same = await ok<PayrollSlipsReply>('/auth/get-payroll-data', data.payroll);
    expect(same.employees).toHaveLength(3);
  });

  it('adds earnings (a bonus), deductions and captured hours; each line says who added it and when', async () => {
    const run = await newRun(4);
    const [a, b] = [await byName('Lindiwe Mkhize'), await byName('Rajesh Govender')];
    await ok('/auth/add-selected-employees-to-payroll', {
      selectedEmployees: [a.id, b.id],
      payrollID: run.id,
    });

    const empty = await call('/auth/submit-earnings-and-deductions', {
      amount: '100',
      selectedCategory: 'Deductions',
      description: 'x',
      employeesIDs: [],
      payrollID: run.id,
    });
    expect(message(empty)).toBe('Select Aleast 1 Staff');
    const badCategory = await call('/auth/submit-earnings-and-deductions', {
      amount: '100',
      selectedCategory: 'Tips',
      description: 'x',
      employeesIDs: [a.id],
      payrollID: run.id,
    });
    expect(message(badCategory)).toBe('Choose Other Earnings or Deductions');

    await ok('/auth/submit-earnings-and-deductions', {
      amount: '5,000.00',
      selectedCategory: 'Other Earnings',
      description: 'Bonus',
      irregular: true,
      employeesIDs: [a.id, b.id],
      payrollID: run.id,
    });
    await ok('/auth/submit-earnings-and-deductions', {
      amount: '500',
      selectedCategory: 'Deductions',
      description: 'Staff loan',
      employeesIDs: [a.id],
      payrollID: run.id,
    });
    const rates = (await get<{ rates: RateView[] }>('/auth/get-all-rates')).body.rates;
    const overtime = rates.find((r) => r.name === 'Overtime')!;
    const none = await call('/auth/capture-rate-now', {
      payrollID: run.id,
      employeesIDs: [],
      rateID: overtime.id,
      hours: 2,
    });
    expect(message(none)).toBe('Select Aleast 1 Staff');
    await ok('/auth/capture-rate-now', {
      payrollID: run.id,
      employeesIDs: [a.id],
      rateID: overtime.id,
      hours: 10,
    });

    const data = await slips(run.id);
    const slip = data.employees.find((s) => s.staff_id === a.id)!;
    // Regular 30,000 + 10 h × 180 = 31,800 → 381,600: 44,118 + 26% × 136,500 = 79,608;
    // − 17,820 = 61,788 / 12 = 5,149. With the 5,000 bonus, 386,600: 79,998 + 31% × 3,500 =
    // 81,083; − 17,820 = 63,263; the bonus adds 63,263 − 61,788 = 1,475.
    expect(slip).toMatchObject({
      total_hours: 10,
      total_rates: R(1_800),
      gross_earnings: R(36_800),
      paye: R(5_149 + 1_475),
      earnings: [{ name: 'Bonus', amount: R(5_000), irregular: true }],
      deductions: [{ name: 'Staff loan', amount: R(500) }],
    });
    expect(slip.gross_deductions).toBe(R(500) + slip.paye + slip.uif_employee);
    expect(slip.net_salary).toBe(slip.gross_earnings - slip.gross_deductions);
    const session = await as(MANAGER);
    for (const line of slip.lines) {
      expect(line.added_by).toBe(session.user.id);
      expect(line.added_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expectTotals(data);

    const tooMuch = await call('/auth/submit-earnings-and-deductions', {
      amount: '100,000',
      selectedCategory: 'Deductions',
      description: 'x',
      employeesIDs: [b.id],
      payrollID: run.id,
    });
    expect(message(tooMuch)).toBe('These deductions would take the net salary below zero');

    const noneRemoved = await call('/auth/remove-staff-from-payroll', {
      selectedPayslips: [],
      selectedPayrollID: run.id,
    });
    expect(message(noneRemoved)).toBe('Select Aleast 1 Staff');
    await ok('/auth/remove-staff-from-payroll', {
      selectedPayslips: [{ staff_id: b.id }],
      selectedPayrollID: run.id,
    });
    const after = await slips(run.id);
    expect(after.employees.map((s) => s.staff_id)).toEqual([a.id]);
    expectTotals(after);
  });

  it('deletes open runs; none selected is refused', async () => {
    const run = await newRun(5);
    const none = await call('/auth/delete-selected-payrolls', { selectedPayrollIDs: [] });
    expect(message(none)).toBe('Select Aleast 1 Payroll');
    await ok('/auth/add-selected-employees-to-payroll', {
      selectedEmployees: [(await byName('Ayanda Ngcobo')).id],
      payrollID: run.id,
    });
    await ok('/auth/delete-selected-payrolls', { selectedPayrollIDs: [run.id] });
    expect(
      (await call('/auth/get-employees-already-on-payslip', { payrollID: run.id })).status,
    ).toBe(404);
  });

  it('a finalised run refuses every change (409) and keeps its totals', async () => {
    const run = await newRun(6);
    const a = await byName('Lindiwe Mkhize');
    const c = await byName('Ayanda Ngcobo');
    expect(message(await call('/auth/finalise-payroll', { payrollID: run.id }))).toBe(
      'Add at least one employee before finalising',
    );
    await ok('/auth/add-selected-employees-to-payroll', {
      selectedEmployees: [a.id],
      payrollID: run.id,
    });
    const { payroll } = await ok<{ payroll: PayrollView }>('/auth/finalise-payroll', {
      payrollID: run.id,
    });
    expect(payroll).toMatchObject({ status: 'finalised', finalised_at: expect.any(String) });
    const rateID = (await get<{ rates: RateView[] }>('/auth/get-all-rates')).body.rates[0]!.id;
    const changes: Array<[string, unknown]> = [
      ['/auth/add-selected-employees-to-payroll', { selectedEmployees: [c.id], payrollID: run.id }],
      [
        '/auth/submit-earnings-and-deductions',
        {
          amount: '1',
          selectedCategory: 'Other Earnings',
          description: 'x',
          employeesIDs: [a.id],
          payrollID: run.id,
        },
      ],
      ['/auth/capture-rate-now', { payrollID: run.id, employeesIDs: [a.id], rateID, hours: 1 }],
      ['/auth/remove-staff-from-payroll', { selectedPayslips: [a.id], selectedPayrollID: run.id }],
      ['/auth/delete-selected-payrolls', { selectedPayrollIDs: [run.id] }],
      ['/auth/finalise-payroll', { payrollID: run.id }],
    ];
    for (const [path, body] of changes) {
      const response = await call(path, body);
      expect(response.status, path).toBe(409);
      expect(message(response)).toBe('This payroll is finalised: it cannot be changed');
    }
    const data = await slips(run.id);
    expect(data.payroll.total_paye).toBe(R(4_681));
    expectTotals(data);
  });

  it('under concurrent changes, finalising counts exactly the changes that landed before it', async () => {
    const run = await newRun(7);
    const a = await byName('Lindiwe Mkhize');
    const b = await byName('Rajesh Govender');
    await ok('/auth/add-selected-employees-to-payroll', {
      selectedEmployees: [a.id, b.id],
      payrollID: run.id,
    });
    const earning = (n: number) =>
      call('/auth/submit-earnings-and-deductions', {
        amount: `${n}00`,
        selectedCategory: 'Other Earnings',
        description: `Commission ${n}`,
        employeesIDs: [n % 2 ? a.id : b.id],
        payrollID: run.id,
      });
    const results = await Promise.all([
      ...[1, 2, 3, 4].map(earning),
      call('/auth/finalise-payroll', { payrollID: run.id }),
      ...[5, 6, 7, 8].map(earning),
    ]);
    const finalise = results[4]!;
    expect(finalise.status).toBe(200);
    const data = await slips(run.id);
    expect(data.payroll.status).toBe('finalised');
    const lines = data.employees.flatMap((s) => s.lines.map((l) => l.name));
    [1, 2, 3, 4, 5, 6, 7, 8].forEach((n, i) => {
      const response = results[i < 4 ? i : i + 1]!;
      expect([200, 409]).toContain(response.status);
      expect(lines.includes(`Commission ${n}`)).toBe(response.status === 200);
    });
    // The totals the finalise wrote are the sums of the slips as they are now.
    expect((finalise.body as { payroll: PayrollView }).payroll.total_earnings).toBe(
      data.payroll.total_earnings,
    );
    expectTotals(data);
  });
});

describe('payroll: another company', () => {
  it("answers another company's runs and employees like missing ones", async () => {
    const run = await newRun(8);
    const a = await byName('Lindiwe Mkhize');
    const missing = await call(
      '/auth/get-employees-already-on-payslip',
      { payrollID: 'nope' },
      OTHER,
    );
    const theirs = await call(
      '/auth/get-employees-already-on-payslip',
      { payrollID: run.id },
      OTHER,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    for (const [path, body] of [
      ['/auth/get-payroll-data', { id: run.id }],
      ['/auth/finalise-payroll', { payrollID: run.id }],
      ['/auth/delete-selected-payrolls', { selectedPayrollIDs: [run.id] }],
      ['/auth/add-selected-employees-to-payroll', { selectedEmployees: [a.id], payrollID: run.id }],
    ] as const) {
      const response = await call(path, body, OTHER);
      expect(response.status, path).toBe(404);
      expect(message(response)).toBe('No such payroll');
    }
    // Their own run, our employee: no such employee.
    const own = await ok<{ payroll: PayrollView }>(
      '/auth/create-payroll',
      { month: 8, year: 2026 },
      OTHER,
    );
    const foreign = await call(
      '/auth/add-selected-employees-to-payroll',
      { selectedEmployees: [a.id], payrollID: own.payroll.id },
      OTHER,
    );
    expect(foreign.status).toBe(404);
    expect(message(foreign)).toBe('No such employee');
    expect(
      message(await call('/auth/delete-selected-employees', { selectedEmployees: [a.id] }, OTHER)),
    ).toBe('No such employee');
    expect(
      (await get<{ rows: EmployeeView[] }>('/auth/get-all-employees', OTHER)).body.rows,
    ).toEqual([]);
    // Our run is untouched.
    expect((await slips(run.id)).payroll.status).toBe('open');
  });

  it('saves the SDL setting', async () => {
    await ok('/auth/save-payroll-settings', { sdlLiable: true });
    const listed = await get<{ settings: { sdl_liable: boolean } }>(
      '/auth/get-all-payrolls-for-current-year',
    );
    expect(listed.body.settings.sdl_liable).toBe(true);
  });
});
