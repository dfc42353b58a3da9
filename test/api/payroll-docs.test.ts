import { describe, expect, it } from 'vitest';
import {
  EMPLOYER_REFERENCES,
  type EmployeeView,
  type PayrollSettings,
  type PayrollSlipsReply,
  type PayrollView,
} from '@shared/payroll/schemas';
import { buildEmp201Pdf } from '@shared/pdf/emp201-pdf';
import { amountPrinter } from '@shared/pdf/pdf-text';
import { buildPayslipPdf } from '@shared/pdf/payslip-pdf';
import { readPdf } from '@shared/pdf/test-read-pdf';
import { emp201Input } from '../../frontend/src/features/payroll/lib/payslips';
import { PAYROLL_SEED } from '../../functions/src/payroll/seed';
import { api, login, nextCommonYear, type Session } from './support';

// Issue 28 item 6, payroll documents: the EMP201 PDF (made as the payroll screen makes it from
// get-payroll-data) names the employer, its SARS references, the period and the run's totals;
// payslips carry their SA tax year's figures to date; the references are validated. The runs
// are of years no other suite uses.
const SHOP = 'shop.localhost';
const MANAGER = `manager@${SHOP}`;
const OTHER = 'manager@school.localhost';

const sessions = new Map<string, Promise<Session>>();
const call = async <T>(path: string, body?: unknown, email = MANAGER) => {
  const host = email.split('@')[1] ?? '';
  if (!sessions.has(email)) sessions.set(email, login(email, host));
  const { token } = await sessions.get(email)!;
  return api.post<T>(path, body, { host, token });
};
const ok = async <T>(path: string, body?: unknown) => {
  const response = await call<T>(path, body);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};
const settings = async () => {
  if (!sessions.has(MANAGER)) sessions.set(MANAGER, login(MANAGER, SHOP));
  const { token } = await sessions.get(MANAGER)!;
  const reply = await api.get<{ settings: PayrollSettings }>(
    '/auth/get-all-payrolls-for-current-year',
    { host: SHOP, token },
  );
  expect(reply.status).toBe(200);
  return reply.body.settings;
};
const employees = async () => {
  const { token } = await sessions.get(MANAGER)!;
  const reply = await api.get<{ rows: EmployeeView[] }>('/auth/get-all-employees?limit=1000', {
    host: SHOP,
    token,
  });
  return reply.body.rows;
};

const run = async (year: number, month: number, payDate?: string) =>
  (await ok<{ payroll: PayrollView }>('/auth/create-payroll', { month, year, payDate })).payroll;
const add = (payrollID: string, ids: string[]) =>
  ok('/auth/add-selected-employees-to-payroll', { selectedEmployees: ids, payrollID });
const bonus = (payrollID: string, ids: string[], amount: string) =>
  ok('/auth/submit-earnings-and-deductions', {
    payrollID,
    employeesIDs: ids,
    selectedCategory: 'Other Earnings',
    description: 'Bonus',
    amount,
    irregular: true,
  });
const finalise = (payrollID: string) => ok('/auth/finalise-payroll', { payrollID });
const data = (id: string) => ok<PayrollSlipsReply>('/auth/get-payroll-data', { id });
const R = amountPrinter('ZAR');

describe('payroll documents (issue 28)', () => {
  const year = nextCommonYear() + 37;
  const { payeReference, uifReference, sdlReference } = PAYROLL_SEED.references;

  it('validates the SARS references (4xx, nothing written) and saves them', async () => {
    const before = await settings();
    const bad = [
      [{ payeReference: '1234567890' }, EMPLOYER_REFERENCES.paye.message],
      [{ payeReference: '712345678' }, EMPLOYER_REFERENCES.paye.message],
      [{ uifReference: 'L123456789' }, EMPLOYER_REFERENCES.uif.message],
      [{ sdlReference: 'L12345678X' }, EMPLOYER_REFERENCES.sdl.message],
      [{ sdlReference: 42 }, EMPLOYER_REFERENCES.sdl.message],
    ] as const;
    for (const [body, message] of bad) {
      const reply = await call<{ error?: string }>('/auth/save-payroll-settings', {
        sdlLiable: !before.sdl_liable,
        payeReference,
        ...body,
      });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.text).toContain(message);
    }
    expect(await settings()).toEqual(before);
    // Spaces and a lower-case letter are taken as SARS writes them; absent ones are kept.
    await ok('/auth/save-payroll-settings', {
      sdlLiable: before.sdl_liable,
      payeReference: payeReference.replace(/(\d{4})/, '$1 '),
      uifReference: uifReference.toLowerCase(),
      sdlReference,
    });
    await ok('/auth/save-payroll-settings', { sdlLiable: before.sdl_liable });
    expect(await settings()).toEqual({
      sdl_liable: before.sdl_liable,
      paye_reference: payeReference,
      uif_reference: uifReference,
      sdl_reference: sdlReference,
    });
    // Another company's manager changes only their own settings.
    const other = await call(
      '/auth/save-payroll-settings',
      {
        sdlLiable: false,
        payeReference: '7999999999',
      },
      OTHER,
    );
    expect([200, 402, 403]).toContain(other.status);
    expect((await settings()).paye_reference).toBe(payeReference);
  });

  it('prints the EMP201 with the employer, its references, the period and the exact totals', async () => {
    const ids = (await employees()).map((e) => e.id).slice(0, 3);
    expect(ids).toHaveLength(3);
    const october = await run(year, 10);
    await add(october.id, ids);
    await bonus(october.id, ids.slice(0, 1), '12,345.67');
    await finalise(october.id);
    const reply = await data(october.id);
    const { payroll } = reply;
    expect(reply.employer).toEqual({
      name: 'Vula Trading',
      paye_reference: payeReference,
      uif_reference: uifReference,
      sdl_reference: sdlReference,
    });
    expect(payroll.employees).toBe(3);
    const sum = (pick: (s: PayrollSlipsReply['employees'][number]) => number) =>
      reply.employees.reduce((t, s) => t + pick(s), 0);
    expect(payroll.total_paye).toBe(sum((s) => s.paye));
    expect(payroll.emp201_total).toBe(
      payroll.total_paye +
        payroll.total_uif_employee +
        payroll.total_uif_employer +
        payroll.total_sdl,
    );
    expect(payroll.total_sdl).toBeGreaterThan(0);

    const text = (await readPdf(await buildEmp201Pdf(emp201Input(reply, 'ZAR')))).all;
    for (const expected of [
      'EMP201',
      'Vula Trading',
      payeReference,
      uifReference,
      sdlReference,
      `October ${year}`,
      `${year}-10-31`,
      R(payroll.total_paye),
      R(payroll.total_uif_employee),
      R(payroll.total_uif_employer),
      R(payroll.total_uif_employee + payroll.total_uif_employer),
      R(payroll.total_sdl),
      R(payroll.emp201_total),
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Employees\s+3\b/);
    expect(text).not.toContain('Draft');

    // Another company's run answers like a missing one.
    const foreign = await call('/auth/get-payroll-data', { id: october.id }, OTHER);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(foreign.text).not.toContain('Vula Trading');
  });

  it('gives payslips their tax year to date: exact after two finalised months, from zero in a new tax year', async () => {
    const ytdYear = year + 2;
    const ids = (await employees()).map((e) => e.id).slice(0, 2);
    const march = await run(ytdYear, 3);
    await add(march.id, ids);
    await bonus(march.id, ids.slice(0, 1), '1,000.00');
    await finalise(march.id);
    const april = await run(ytdYear, 4);
    await add(april.id, ids);
    const may = await run(ytdYear, 5);
    await add(may.id, ids.slice(0, 1));
    await finalise(april.id);
    // The next tax year starts on 1 March: from zero.
    const next = await run(ytdYear + 1, 3);
    await add(next.id, ids);
    await finalise(next.id);

    const [m, a, open, fresh] = await Promise.all([march, april, may, next].map((r) => data(r.id)));
    const slip = (reply: PayrollSlipsReply, id: string) =>
      reply.employees.find((s) => s.staff_id === id)!;
    for (const id of ids) {
      const [s3, s4] = [slip(m!, id), slip(a!, id)];
      // March: itself only (April, finalised since, is later in the year).
      expect(s3.ytd).toEqual({
        gross_earnings: s3.gross_earnings,
        paye: s3.paye,
        uif_employee: s3.uif_employee,
      });
      expect(s4.ytd).toEqual({
        gross_earnings: s3.gross_earnings + s4.gross_earnings,
        paye: s3.paye + s4.paye,
        uif_employee: s3.uif_employee + s4.uif_employee,
      });
      expect(s4.ytd.gross_earnings).toBe(
        s3.base_salary + s4.base_salary + (id === ids[0] ? 100_000 : 0),
      );
      const s5 = slip(fresh!, id);
      expect(s5.tax_year).toBe(`${ytdYear + 1}/${String((ytdYear + 2) % 100).padStart(2, '0')}`);
      expect(s5.ytd).toEqual({
        gross_earnings: s5.gross_earnings,
        paye: s5.paye,
        uif_employee: s5.uif_employee,
      });
    }
    // An open run's slip: the finalised months before it and itself.
    const first = slip(open!, ids[0]!);
    const [f3, f4] = [slip(m!, ids[0]!), slip(a!, ids[0]!)];
    expect(first.ytd.gross_earnings).toBe(
      f3.gross_earnings + f4.gross_earnings + first.gross_earnings,
    );

    // The payslip PDF prints the year to date.
    const pdf = await readPdf(
      await buildPayslipPdf({
        company: { name: a!.employer.name },
        period: `April ${ytdYear}`,
        pay_date: a!.payroll.pay_date,
        tax_year: a!.payroll.tax_year,
        slips: [slip(a!, ids[0]!)],
        currency: 'ZAR',
      }),
    );
    const s4 = slip(a!, ids[0]!);
    expect(pdf.all).toContain(`Year to date (tax year ${s4.tax_year})`);
    for (const cents of [s4.ytd.gross_earnings, s4.ytd.paye, s4.ytd.uif_employee])
      expect(pdf.all).toContain(R(cents));
  });
});
