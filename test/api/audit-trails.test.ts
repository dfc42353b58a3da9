import { describe, expect, it } from 'vitest';
import type { AuditEntry, TableHistoryPage } from '@shared/tables/types';
import type { PosSaleReply } from '@shared/store/schemas';
import { api, login, nextCommonYear, type Session } from './support';
import {
  SHOP,
  buyer,
  newProduct,
  notify,
  openOrder,
  payHeld,
  visit,
  type CheckoutReply,
} from './store-support';

// Issue 24: payroll, school payments and store sales write the tables' audit entries, in the
// change's own transaction, and the history routes read them as they read a table's.

const SCHOOL = 'school.localhost';
const MANAGER = `manager@${SHOP}`;
/**
 * Payroll runs of this file only: other suites use 2026, 2031 and nextCommonYear() + 0-2, 6, 31
 * and 37-40 (at least 2027 + 45 here).
 */
const AUDIT_PAYROLL_YEAR = nextCommonYear() + 45;
const ADMIN = `admin@${SCHOOL}`;
const STAFF = `staff@${SHOP}`;

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const call = async <T>(email: string, path: string, body?: unknown) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: email.split('@')[1], token: session.token });
};
const ok = async <T>(email: string, path: string, body?: unknown) => {
  const response = await call<T>(email, path, body);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};

const rowHistory = (email: string, table: string, id: string) =>
  ok<AuditEntry[]>(email, '/auth/get-row-history', { table, id });

/** The table's history, newest first, as the history dialog pages it (the first `pages`). */
async function tableHistory(email: string, table: string, pages = 4) {
  const entries: TableHistoryPage['entries'] = [];
  let cursor: string | null | undefined;
  for (let i = 0; i < pages; i++) {
    const page = await ok<TableHistoryPage>(email, '/auth/get-table-history', { table, cursor });
    entries.push(...page.entries);
    cursor = page.cursor;
    if (!cursor) break;
  }
  return entries;
}

const json = (text: string | null) => (text ? (JSON.parse(text) as Record<string, unknown>) : null);

describe('audit entries of payroll, school payments and store sales (issue 24)', () => {
  it('payroll: a run created, staffed, paid a bonus and finalised, and an employee saved and removed', async () => {
    // A year of no other test's runs (create-payroll makes one run a month). Not a random one:
    // 2040 + (Date.now() % 60) once drew payroll-figures' year and month, and its finalised run
    // counted in that suite's year (a CI run failed on it).
    const year = AUDIT_PAYROLL_YEAR;
    const month = 1;
    const manager = await as(MANAGER);
    const created = await ok<{ id: string }>(MANAGER, '/auth/create-staff', {
      name: 'Audit Mbeki',
      idNumber: '9001015800085',
      phone: '071 555 0123',
    });
    await ok(MANAGER, '/auth/save-employee', {
      staffID: created.id,
      dateOfBirth: '1990-01-01',
      category: 'Casual',
    });
    await ok(MANAGER, '/auth/save-employee', {
      staffID: created.id,
      dateOfBirth: '1990-01-01',
      category: 'Permanent',
    });
    const { payroll } = await ok<{ payroll: { id: string } }>(MANAGER, '/auth/create-payroll', {
      month,
      year,
    });
    await ok(MANAGER, '/auth/add-selected-employees-to-payroll', {
      payrollID: payroll.id,
      selectedEmployees: [created.id],
    });
    await ok(MANAGER, '/auth/submit-earnings-and-deductions', {
      payrollID: payroll.id,
      employeesIDs: [created.id],
      selectedCategory: 'Other Earnings',
      description: 'Audit bonus',
      amount: '1,000.00',
    });
    await ok(MANAGER, '/auth/finalise-payroll', { payrollID: payroll.id });

    const run = await rowHistory(MANAGER, 'payroll_runs', payroll.id);
    // Newest first: finalised, the bonus, the employee added, the run created.
    expect(run.map((e) => [e.action, e.field])).toEqual([
      ['update', 'status'],
      ['update', 'lines'],
      ['update', 'employees'],
      ['create', null],
    ]);
    expect(run.every((e) => e.user_id === manager.user.id && e.user_name !== '')).toBe(true);
    expect(run[0]).toMatchObject({ old_value: 'open', new_value: 'finalised' });
    expect(json(run[1]!.new_value)).toMatchObject({
      category: 'Other Earnings',
      name: 'Audit bonus',
      amount: 100_000,
      employees: [{ staff_id: created.id, name: 'Audit Mbeki' }],
    });
    expect(json(run[3]!.new_value)).toMatchObject({ id: payroll.id, month, year });
    // The table's history names the run by its id.
    const runs = await tableHistory(MANAGER, 'payroll_runs');
    expect(runs.find((e) => e.row_id === payroll.id && e.action === 'create')?.row_label).toBe(
      payroll.id,
    );

    await ok(MANAGER, '/auth/delete-selected-employees', { selectedEmployees: [created.id] });
    const employee = await rowHistory(MANAGER, 'payroll_employees', created.id);
    expect(employee.map((e) => [e.action, e.field])).toEqual([
      ['delete', null],
      ['update', 'category'],
      ['create', null],
    ]);
    expect(employee[1]).toMatchObject({ old_value: 'Casual', new_value: 'Permanent' });
    expect(json(employee[2]!.new_value)).toMatchObject({ name: 'Audit Mbeki', category: 'Casual' });

    // At the payroll routes' level: an admin reads neither trail.
    const refused = await call(`admin@${SHOP}`, '/auth/get-row-history', {
      table: 'payroll_runs',
      id: payroll.id,
    });
    expect(refused.status).toBe(403);
  });

  it('a deleted payroll run keeps its trail', async () => {
    const year = AUDIT_PAYROLL_YEAR;
    const month = 7;
    const { payroll } = await ok<{ payroll: { id: string } }>(MANAGER, '/auth/create-payroll', {
      month,
      year,
    });
    await ok(MANAGER, '/auth/delete-selected-payrolls', { selectedPayrollIDs: [payroll.id] });
    const run = await rowHistory(MANAGER, 'payroll_runs', payroll.id);
    expect(run.map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('school payments: taken, edited and deleted at the school, once for a resend', async () => {
    const requestId = `audit-${Date.now()}`;
    const body = { sid: '2026006', description: 'Audit fees', amount: '120.00', requestId };
    const saved = await ok<{ payment: { id: string; row_version: number } }>(
      ADMIN,
      '/auth/save-payment',
      body,
    );
    await ok(ADMIN, '/auth/save-payment', body); // the resend: no second entry
    const edited = await ok<{ payment: { row_version: number } }>(ADMIN, '/auth/edit-payment', {
      editObj: {
        sid: '2026006',
        id: saved.payment.id,
        amount: '150.00',
        row_version: saved.payment.row_version,
      },
    });
    await ok(ADMIN, '/auth/delete-payment', {
      delObj: { sid: '2026006', id: saved.payment.id, row_version: edited.payment.row_version },
    });
    const history = await rowHistory(ADMIN, 'school_payments', saved.payment.id);
    expect(history.map((e) => [e.action, e.field])).toEqual([
      ['delete', null],
      ['update', 'amount'],
      ['create', null],
    ]);
    expect(history[1]).toMatchObject({ old_value: '12000', new_value: '15000' });
    expect(json(history[2]!.new_value)).toMatchObject({ amount: 12_000, source: 'school' });
    const table = await tableHistory(ADMIN, 'school_payments');
    expect(table.find((e) => e.row_id === saved.payment.id)?.row_label).toBe('Audit fees');
  });

  it('store sales: a till sale and a web store order settled by its payment', async () => {
    const staff = await as(STAFF);
    const id = await newProduct(5, { price: '25.00' });
    const sale = await ok<PosSaleReply>(STAFF, '/auth/pos-sale', {
      items: [{ id, quantity: 2 }],
      method: 'Card',
    });
    const till = await rowHistory(STAFF, 'store_sales', sale.saleId);
    expect(till).toHaveLength(1);
    expect(till[0]).toMatchObject({ action: 'create', user_id: staff.user.id });
    expect(json(till[0]!.new_value)).toMatchObject({
      invoice_number: sale.invoiceNumber,
      method: 'Card',
      // R50.00 and 15 % VAT (the demo shop's prices exclude VAT).
      total: 5_750,
      lines: [{ product_id: id, quantity: 2 }],
    });

    const reply = await visit<CheckoutReply>('/store/checkout', {
      ...buyer,
      items: [{ id, quantity: 1 }],
    });
    expect(reply.status, reply.text).toBe(200);
    const notification = await payHeld(await openOrder(reply.body.checkout));
    // Delivered twice: settled, and audited, once.
    expect((await notify(notification)).status).toBe(200);
    expect((await notify(notification)).status).toBe(200);
    const web = await rowHistory(STAFF, 'store_sales', reply.body.order.id);
    expect(web).toHaveLength(1);
    expect(web[0]).toMatchObject({
      action: 'update',
      field: 'status',
      old_value: 'pending',
      user_name: `Web store: ${buyer.name}`,
    });
    expect(json(web[0]!.new_value)).toMatchObject({ status: 'paid', total: 2_875 });
    const table = await tableHistory(STAFF, 'store_sales');
    const labels = new Map(table.map((e) => [e.row_id, e.row_label]));
    expect(labels.get(sale.saleId)).toBe(String(sale.invoiceNumber));

    // Below the till's level: a parent reads no sales.
    const refused = await call(`parent@${SHOP}`, '/auth/get-table-history', {
      table: 'store_sales',
    });
    expect(refused.status).toBe(403);
  });
});
