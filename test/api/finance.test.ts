import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, type Session } from './support';

// Finance (issue 14): categories, providers, expenses with VAT, budgets, accounts, the dashboard
// (income read from the payment records, expenses, net profit and VAT) and a client's statement.
// Dashboard figures are checked against sums worked out here from the entries the test makes, in
// a month nothing else touches (March 2031), as differences from what was there before.

const SHOP = 'shop.localhost';
const SCHOOL = 'school.localhost';
const MANAGER = `manager@${SHOP}`;
const SCHOOL_MANAGER = `manager@${SCHOOL}`;

type Failure = { error: string };
type Cat = { id: string; name: string };
type Row = { id: string; description: string; amount: number };
type Statement = {
  incomes: Row[];
  expenses: Row[];
  totalIncome: number;
  totalExpenses: number;
  netProfit: number;
  vat: { output: number; input: number; payable: number };
};
type Dashboard = { incomesData: Row[]; expensesData: Row[]; statement: Statement };
type Expense = {
  id: string;
  amount: number;
  vat: number;
  entry_date: string;
  expenses_categories: { name: string | null };
  service_providers: { name: string | null };
};

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const post = async <T>(email: string, path: string, body?: unknown) =>
  api.post<T>(path, body, { host: email.split('@')[1], token: (await as(email)).token });
const get = async <T>(email: string, path: string) =>
  api.get<T>(path, { host: email.split('@')[1], token: (await as(email)).token });

async function ok<T>(email: string, path: string, body?: unknown): Promise<T> {
  const response = await post<T>(email, path, body);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
}

const stamp = Date.now().toString(36);
let category: Cat;
let otherCategory: Cat;
let provider: { id: string };
let schoolCategory: Cat;
let schoolProvider: { id: string };

beforeAll(async () => {
  category = (
    await ok<{ category: Cat }>(MANAGER, '/auth/create-expense-category', {
      categoryName: `Office Supplies ${stamp}`,
    })
  ).category;
  otherCategory = (
    await ok<{ category: Cat }>(MANAGER, '/auth/create-expense-category', {
      categoryName: `Courier ${stamp}`,
    })
  ).category;
  provider = (
    await ok<{ provider: { id: string } }>(MANAGER, '/auth/create-service-provider', {
      companyName: `Makro Durban ${stamp}`,
      representative: 'Thandi Nkosi',
      phone: '031 555 0101',
      email: 'accounts@makro.example.co.za',
      city: 'Durban',
      code: '4001',
    })
  ).provider;
  schoolCategory = (
    await ok<{ category: Cat }>(SCHOOL_MANAGER, '/auth/create-expense-category', {
      categoryName: `School Books ${stamp}`,
    })
  ).category;
  schoolProvider = (
    await ok<{ provider: { id: string } }>(SCHOOL_MANAGER, '/auth/create-service-provider', {
      companyName: `Van Schaik ${stamp}`,
    })
  ).provider;
});

describe('finance access', () => {
  it('is for managers: staff, parents and strangers are refused', async () => {
    expect((await get(`staff@${SHOP}`, '/auth/get-all-expenses-categories')).status).toBe(403);
    expect((await get(`admin@${SHOP}`, '/auth/get-all-financial-accounts')).status).toBe(403);
    expect(
      (await post(`parent@${SHOP}`, '/auth/get-expenses-for-selected-period', {})).status,
    ).toBe(403);
    expect((await api.get('/auth/get-all-service-providers', { host: SHOP })).status).toBe(401);
  });
});

describe('categories and providers', () => {
  it('initialises the default expense categories once and lists the income categories', async () => {
    const first = await get<{ incomesCats: Cat[]; expensesCats: Cat[] }>(
      MANAGER,
      '/auth/initialise-income-and-expense-cats',
    );
    expect(first.status, first.text).toBe(200);
    // A trading company is not offered School Fees (issue 28); a school, keeping fee accounts, is.
    expect(first.body.incomesCats.map((c) => c.name)).toEqual(['Invoice Payments']);
    const school = await get<{ incomesCats: Cat[] }>(
      SCHOOL_MANAGER,
      '/auth/get-initial-finance-dashboard-data',
    );
    expect(school.status, school.text).toBe(200);
    expect(school.body.incomesCats.map((c) => c.name)).toEqual(['Invoice Payments', 'School Fees']);
    const again = await get<{ expensesCats: Cat[] }>(
      MANAGER,
      '/auth/initialise-income-and-expense-cats',
    );
    expect(again.body.expensesCats).toEqual(first.body.expensesCats);
    const income = await get<Cat[]>(MANAGER, '/auth/get-all-income-categories');
    expect(income.body).toEqual(first.body.incomesCats);
    const initial = await get<{ incomesCats: Cat[]; expensesCats: Cat[] }>(
      MANAGER,
      '/auth/get-initial-finance-dashboard-data',
    );
    expect(initial.body.expensesCats.map((c) => c.id)).toContain(category.id);
    const all = await get<Cat[]>(MANAGER, '/auth/get-all-expenses-categories');
    expect(all.body.map((c) => c.name)).toContain(`Office Supplies ${stamp}`);
    // Another company's categories are not listed.
    expect(all.body.map((c) => c.id)).not.toContain(schoolCategory.id);
  });

  it("refuses an empty category name with the spec's alert, and a taken one", async () => {
    const empty = await post<Failure>(MANAGER, '/auth/create-expense-category', {
      categoryName: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Category Name is Required !!');
    const taken = await post<Failure>(MANAGER, '/auth/create-expense-category', {
      categoryName: `office supplies ${stamp}`,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Category Exist');
  });

  it("creates and saves providers; the company name is required; another company's is missing", async () => {
    const empty = await post<Failure>(MANAGER, '/auth/create-service-provider', {
      representative: 'Nobody',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Company Name is Required !!');
    const emptySave = await post<Failure>(MANAGER, '/auth/save-service-provider', {
      id: provider.id,
      companyName: '',
    });
    expect(emptySave.body.error).toBe('Company Name is Required !!');
    const saved = await ok<{ provider: { companyName: string; city: string } }>(
      MANAGER,
      '/auth/save-service-provider',
      { id: provider.id, companyName: `Makro Umhlanga ${stamp}`, city: 'Umhlanga' },
    );
    expect(saved.provider).toMatchObject({
      companyName: `Makro Umhlanga ${stamp}`,
      city: 'Umhlanga',
    });
    const list = await get<{ rows: Array<{ id: string; companyName: string }>; cursor: null }>(
      MANAGER,
      '/auth/get-all-service-providers?limit=1000',
    );
    expect(list.body.cursor).toBeNull();
    expect(list.body.rows.find((p) => p.id === provider.id)?.companyName).toBe(
      `Makro Umhlanga ${stamp}`,
    );
    expect(list.body.rows.map((p) => p.id)).not.toContain(schoolProvider.id);
    const foreign = await post<Failure>(MANAGER, '/auth/save-service-provider', {
      id: schoolProvider.id,
      companyName: 'Taken over',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('No such service provider');
    const created = await ok<{ provider: { id: string } }>(MANAGER, '/auth/save-service-provider', {
      companyName: `Game Stores ${stamp}`,
    });
    expect(created.provider.id).toBeTruthy();
  });
});

describe('expenses', () => {
  it("needs a provider, a category and an amount other than 0: the spec's one alert", async () => {
    for (const body of [
      { selectedExpenseCategory: category.id, expenseAmount: '10' },
      { selectedServiceProvider: provider.id, expenseAmount: '10' },
      { selectedServiceProvider: provider.id, selectedExpenseCategory: category.id },
      {
        selectedServiceProvider: provider.id,
        selectedExpenseCategory: category.id,
        expenseAmount: '0',
      },
    ]) {
      const response = await post<Failure>(MANAGER, '/auth/save-expense-manual', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('All Fields Are Required !!');
    }
  });

  it("refuses another company's category, provider and expense like missing ones", async () => {
    const base = {
      selectedServiceProvider: provider.id,
      selectedExpenseCategory: category.id,
      expenseAmount: '10.00',
      expenseDate: '2031-05-01',
    };
    const cat = await post<Failure>(MANAGER, '/auth/save-expense-manual', {
      ...base,
      selectedExpenseCategory: schoolCategory.id,
    });
    expect([cat.status, cat.body.error]).toEqual([404, 'No such expense category']);
    const prov = await post<Failure>(MANAGER, '/auth/save-expense-manual', {
      ...base,
      selectedServiceProvider: schoolProvider.id,
    });
    expect([prov.status, prov.body.error]).toEqual([404, 'No such service provider']);
    const theirs = await ok<{ expense: Expense }>(SCHOOL_MANAGER, '/auth/save-expense-manual', {
      selectedServiceProvider: schoolProvider.id,
      selectedExpenseCategory: schoolCategory.id,
      expenseAmount: '99.00',
      expenseDate: '2031-05-01',
    });
    const edit = await post<Failure>(MANAGER, '/auth/save-expense-manual', {
      ...base,
      expenseID: theirs.expense.id,
    });
    expect([edit.status, edit.body.error]).toEqual([404, 'No such expense']);
    const remove = await post<Failure>(MANAGER, '/auth/bulk-delete-expenses', {
      table: 'expenses',
      eids: [theirs.expense.id],
    });
    expect([remove.status, remove.body.error]).toEqual([404, 'No such expense']);
    const list = await ok<{ expenses: Expense[] }>(
      MANAGER,
      '/auth/get-expenses-for-selected-period',
      { dateFrom: '2031-05-01', dateTo: '2031-05-01' },
    );
    expect(list.expenses.map((e) => e.id)).not.toContain(theirs.expense.id);
  });

  it('keeps the VAT of R1,150.00 including VAT apart (R150.00 at 15%), lists, edits and deletes', async () => {
    const saved = await ok<{ message: string; expense: Expense }>(
      MANAGER,
      '/auth/save-expense-manual',
      {
        selectedServiceProvider: provider.id,
        selectedExpenseCategory: category.id,
        expenseAmount: '1,150.00',
        expenseDate: '2031-06-10',
        expenseDescription: 'Printer toner',
        includesVat: true,
      },
    );
    expect(saved.message).toBe('Data Saved Successfully');
    expect(saved.expense).toMatchObject({
      amount: 115_000,
      vat: 15_000,
      entry_date: '2031-06-10',
      expenses_categories: { name: `Office Supplies ${stamp}` },
    });
    const plain = await ok<{ expense: Expense }>(MANAGER, '/auth/save-expense-manual', {
      selectedServiceProvider: provider.id,
      selectedExpenseCategory: otherCategory.id,
      expenseAmount: 80,
      expenseDate: '2031-06-30',
    });
    expect(plain.expense.vat).toBe(0);
    const june = await ok<{ expenses: Expense[]; totalExp: number; totalVat: number }>(
      MANAGER,
      '/auth/get-expenses-for-selected-period',
      { dateFrom: '2031-06-01', dateTo: '2031-06-30' },
    );
    expect(june.expenses.map((e) => e.id)).toEqual([plain.expense.id, saved.expense.id]);
    expect([june.totalExp, june.totalVat]).toEqual([123_000, 15_000]);

    const edited = await ok<{ expense: Expense }>(MANAGER, '/auth/save-expense-manual', {
      expenseID: plain.expense.id,
      selectedServiceProvider: provider.id,
      selectedExpenseCategory: otherCategory.id,
      expenseAmount: '92.00',
      expenseDate: '2031-07-01',
      includesVat: true,
    });
    expect(edited.expense).toMatchObject({ amount: 9_200, vat: 1_200, entry_date: '2031-07-01' });
    const moved = await ok<{ expenses: Expense[] }>(
      MANAGER,
      '/auth/get-expenses-for-selected-period',
      { dateFrom: '2031-06-01', dateTo: '2031-06-30' },
    );
    expect(moved.expenses.map((e) => e.id)).toEqual([saved.expense.id]);

    const none = await post<Failure>(MANAGER, '/auth/bulk-delete-expenses', {
      table: 'expenses',
      eids: [],
    });
    expect([none.status, none.body.error]).toEqual([
      400,
      'You Must Select At least One(1) Expense!',
    ]);
    await ok(MANAGER, '/auth/bulk-delete-expenses', {
      table: 'expenses',
      eids: [saved.expense.id, plain.expense.id],
    });
    const gone = await ok<{ expenses: Expense[] }>(
      MANAGER,
      '/auth/get-expenses-for-selected-period',
      { dateFrom: '2031-06-01', dateTo: '2031-07-31' },
    );
    expect(gone.expenses).toEqual([]);
  });

  it('refuses a period whose From is after its To', async () => {
    const response = await post<Failure>(MANAGER, '/auth/get-expenses-for-selected-period', {
      dateFrom: '2031-02-01',
      dateTo: '2031-01-31',
    });
    expect([response.status, response.body.error]).toEqual([
      400,
      'The From date must be on or before the To date',
    ]);
  });
});

describe('budgets', () => {
  type Budget = { id: string; description: string; amount: number; type: string; entry: string };
  it('creates, lists by period and category, and saves budgets with their own call', async () => {
    const missing = await post<Failure>(MANAGER, '/auth/create-budget', {
      dateFrom: '2031-01-01',
      dateTo: '2031-12-31',
    });
    expect([missing.status, missing.body.error]).toEqual([400, 'All Fields Are Required !!']);
    const created = await post<{ status: string; id: string }>(MANAGER, '/auth/create-budget', {
      dateFrom: '2031-08-01',
      dateTo: '2031-08-31',
      description: 'Stationery',
      budgetAmount: '2,500.00',
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.status).toBe('success');
    await ok(MANAGER, '/auth/create-budget', {
      dateFrom: '2031-08-15',
      dateTo: '2031-09-15',
      description: 'Sales target',
      budgetAmount: '50,000.00',
      budgetCategory: 'income',
    });
    const expense = await ok<{ budgets: Budget[]; totalBud: number }>(
      MANAGER,
      '/auth/get-budgets-for-selected-period',
      { dateFrom: '2031-08-01', dateTo: '2031-08-31' },
    );
    expect(expense.budgets.map((b) => [b.description, b.type])).toEqual([
      ['Stationery', 'expense'],
    ]);
    expect(expense.totalBud).toBe(250_000);
    const income = await ok<{ budgets: Budget[]; totalBud: number }>(
      MANAGER,
      '/auth/get-budgets-for-selected-period',
      { dateFrom: '2031-08-01', dateTo: '2031-08-31', selectedBudgetCategory: 'income' },
    );
    expect(income.totalBud).toBe(5_000_000);

    await ok(MANAGER, '/auth/save-budget', {
      budgetID: created.body.id,
      dateFrom: '2031-08-01',
      dateTo: '2031-08-31',
      description: 'Stationery and toner',
      budgetAmount: '3,000.00',
    });
    const after = await ok<{ budgets: Budget[] }>(
      MANAGER,
      '/auth/get-budgets-for-selected-period',
      { dateFrom: '2031-08-01', dateTo: '2031-08-01' },
    );
    expect(after.budgets).toEqual([
      expect.objectContaining({ description: 'Stationery and toner', amount: 300_000 }),
    ]);
    const theirs = await ok<{ id: string }>(SCHOOL_MANAGER, '/auth/create-budget', {
      dateFrom: '2031-08-01',
      dateTo: '2031-08-31',
      description: 'Books',
      budgetAmount: '100',
    });
    const foreign = await post<Failure>(MANAGER, '/auth/save-budget', {
      budgetID: theirs.id,
      dateFrom: '2031-08-01',
      dateTo: '2031-08-31',
      description: 'Mine now',
      budgetAmount: '1',
    });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'No such budget']);
  });
});

describe('financial accounts', () => {
  type Account = { id: string; name: string; type: string; balance: number };
  it("saves, lists and deletes accounts, with the spec's alerts", async () => {
    const missing = await post<Failure>(MANAGER, '/auth/save-financial-account', {
      accountName: '',
      accountType: 'Cheque-Current',
    });
    expect([missing.status, missing.body.error]).toEqual([400, 'All Fields Are Required !!']);
    const noType = await post<Failure>(MANAGER, '/auth/save-financial-account', {
      accountName: 'Petty cash',
    });
    expect(noType.body.error).toBe('All Fields Are Required !!');
    const saved = await ok<{ id: string; accounts: Account[] }>(
      MANAGER,
      '/auth/save-financial-account',
      {
        accountName: `FNB Business ${stamp}`,
        accountType: 'Cheque-Current',
        accountBalance: '12,345.67',
      },
    );
    expect(saved.accounts.find((a) => a.id === saved.id)).toMatchObject({
      type: 'Cheque-Current',
      balance: 1_234_567,
    });
    const overdrawn = await ok<{ id: string; accounts: Account[] }>(
      MANAGER,
      '/auth/save-financial-account',
      {
        accountID: saved.id,
        accountName: `FNB Business ${stamp}`,
        accountType: 'Cheque-Current',
        accountBalance: '-250.00',
      },
    );
    expect(overdrawn.accounts.find((a) => a.id === saved.id)?.balance).toBe(-25_000);
    const list = await get<Account[]>(MANAGER, '/auth/get-all-financial-accounts');
    expect(list.body.map((a) => a.id)).toContain(saved.id);

    const none = await post<Failure>(MANAGER, '/auth/bulk-delete-accounts', {
      table: 'accounts',
      aids: [],
    });
    expect([none.status, none.body.error]).toEqual([
      400,
      'You Must Select At least One(1) Account!',
    ]);
    const theirs = await ok<{ id: string }>(SCHOOL_MANAGER, '/auth/save-financial-account', {
      accountName: 'School account',
      accountType: 'Savings',
    });
    const foreign = await post<Failure>(MANAGER, '/auth/bulk-delete-accounts', {
      table: 'accounts',
      aids: [theirs.id],
    });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'No such account']);
    const deleted = await ok<{ accounts: Account[] }>(MANAGER, '/auth/bulk-delete-accounts', {
      table: 'accounts',
      aids: [saved.id],
    });
    expect(deleted.accounts.map((a) => a.id)).not.toContain(saved.id);
  });
});

describe('the finance dashboard', () => {
  const MARCH = { dateFrom: '2031-03-01', dateTo: '2031-03-31' };
  const dashboard = (body: object = MARCH, email = MANAGER) =>
    ok<Dashboard>(email, '/auth/get-selected-finance-dashboard-data', body);
  const amountOf = (rows: Row[], id: string) => rows.find((r) => r.id === id)?.amount ?? 0;

  let client: string;
  let invoiceNumber: number;

  it('shows a paid invoice as income, the expenses with VAT, net profit and VAT for the month', async () => {
    const before = await dashboard();
    const saved = await post<{ id: string }>(MANAGER, '/auth/save-client', {
      name: `Finance Client ${stamp}`,
      clientReference: '',
      phone: '082 555 0101',
    });
    client = saved.body.id;
    // R2,000.00 of services, VAT 15% added: R2,300.00, R300.00 VAT, issued in March.
    const invoice = await ok<{ invoiceNumber: number }>(MANAGER, '/auth/save-invoice-data', {
      client,
      date: '2031-03-10',
      items: [{ item_type: 'service', name: 'Network setup', unit_price: '2,000.00', quantity: 1 }],
    });
    invoiceNumber = invoice.invoiceNumber;
    // R1,000.00 paid in March (the last day), the rest on 1 April (outside the month).
    await ok(MANAGER, '/auth/mark-invoices-paid', {
      selectedInvoicesForPayment: [{ invoiceNumber, amount: '1,000.00' }],
      dateInvoicesPaid: '2031-03-31',
    });
    await ok(MANAGER, '/auth/mark-invoices-paid', {
      selectedInvoicesForPayment: [invoiceNumber],
      dateInvoicesPaid: '2031-04-01',
    });
    const expense = (amount: string, date: string, cat: Cat, includesVat = false) =>
      ok(MANAGER, '/auth/save-expense-manual', {
        selectedServiceProvider: provider.id,
        selectedExpenseCategory: cat.id,
        expenseAmount: amount,
        expenseDate: date,
        includesVat,
      });
    await expense('1,150.00', '2031-03-01', category, true); // first day: in
    await expense('200.00', '2031-03-31', otherCategory); // last day: in
    await expense('999.00', '2031-02-28', category, true); // the day before: out
    await expense('777.00', '2031-04-01', otherCategory); // the day after: out

    const after = await dashboard();
    const income = { invoice: 100_000 };
    const expenses = { [category.id]: 115_000, [otherCategory.id]: 20_000 };
    const totalExpenses = 115_000 + 20_000;
    const vat = { output: 30_000, input: 15_000 };
    const delta = (a: number, b: number) => a - b;
    const s = after.statement;
    const s0 = before.statement;
    expect(
      delta(amountOf(s.incomes, 'invoice-payments'), amountOf(s0.incomes, 'invoice-payments')),
    ).toBe(income.invoice);
    // Nor does its statement list School Fees.
    expect(s.incomes.map((r) => r.id)).toEqual(['invoice-payments']);
    expect(amountOf(s.expenses, category.id)).toBe(expenses[category.id]);
    expect(amountOf(s.expenses, otherCategory.id)).toBe(expenses[otherCategory.id]);
    expect(delta(s.totalIncome, s0.totalIncome)).toBe(income.invoice);
    expect(delta(s.totalExpenses, s0.totalExpenses)).toBe(totalExpenses);
    expect(delta(s.netProfit, s0.netProfit)).toBe(income.invoice - totalExpenses);
    expect(s.netProfit).toBe(s.totalIncome - s.totalExpenses);
    expect(delta(s.vat.output, s0.vat.output)).toBe(vat.output);
    expect(delta(s.vat.input, s0.vat.input)).toBe(vat.input);
    expect(delta(s.vat.payable, s0.vat.payable)).toBe(vat.output - vat.input);

    // The chart's rows: the selected categories only; the statement stays the month's.
    const selected = await dashboard({
      ...MARCH,
      selectedIncomesCategories: ['invoice-payments'],
      selectedExpensesCategories: [category.id],
    });
    expect(selected.incomesData.map((r) => r.id)).toEqual(['invoice-payments']);
    expect(selected.expensesData).toEqual([
      { id: category.id, description: `Office Supplies ${stamp}`, amount: 115_000 },
    ]);
    expect(selected.statement).toEqual(after.statement);

    // The boundaries: one day each side holds only that day's entries.
    const lastDay = await dashboard({ dateFrom: '2031-03-31', dateTo: '2031-03-31' });
    expect(amountOf(lastDay.statement.expenses, otherCategory.id)).toBe(20_000);
    expect(amountOf(lastDay.statement.expenses, category.id)).toBe(0);
    const april = await dashboard({ dateFrom: '2031-04-01', dateTo: '2031-04-01' });
    expect(amountOf(april.statement.expenses, otherCategory.id)).toBe(77_700);
    expect(amountOf(april.statement.incomes, 'invoice-payments')).toBeGreaterThanOrEqual(130_000);
  });

  it("is the company's own: another company's month shows none of it", async () => {
    const theirs = await dashboard(MARCH, SCHOOL_MANAGER);
    expect(theirs.statement.expenses.map((r) => r.id)).not.toContain(category.id);
    expect(theirs.expensesData.every((r) => r.id !== otherCategory.id)).toBe(true);
  });

  it('takes a deleted school fee payment back out of the income', async () => {
    const day = { dateFrom: '2026-06-15', dateTo: '2026-06-15' };
    const fees = async () =>
      amountOf((await dashboard(day, SCHOOL_MANAGER)).statement.incomes, 'school-fees');
    const before = await fees();
    const saved = await ok<{ payment: { id: string; row_version: number } }>(
      SCHOOL_MANAGER,
      '/auth/save-payment',
      { sid: '2026003', description: 'School Fees', amount: '123.45', date: '2026-06-15' },
    );
    expect(await fees()).toBe(before + 12_345);
    await ok(SCHOOL_MANAGER, '/auth/delete-payment', {
      delObj: { id: saved.payment.id, sid: '2026003', row_version: saved.payment.row_version },
    });
    expect(await fees()).toBe(before);
  });

  it("gives a client's statement: opening balance, invoices, payments, closing balance", async () => {
    type ClientStatement = {
      statement: {
        opening: number;
        closing: number;
        lines: Array<{ kind: string; charge: number; payment: number; balance: number }>;
      };
    };
    const march = await ok<ClientStatement>(MANAGER, '/auth/get-client-statement', {
      clientID: client,
      ...MARCH,
    });
    expect(march.statement.opening).toBe(0);
    expect(march.statement.lines.map((l) => [l.kind, l.charge, l.payment, l.balance])).toEqual([
      ['invoice', 230_000, 0, 230_000],
      ['payment', 0, 100_000, 130_000],
    ]);
    expect(march.statement.closing).toBe(130_000);
    const april = await ok<ClientStatement>(MANAGER, '/auth/get-client-statement', {
      clientID: client,
      dateFrom: '2031-04-01',
      dateTo: '2031-04-30',
    });
    expect([april.statement.opening, april.statement.closing]).toEqual([130_000, 0]);

    const foreign = await post<Failure>(SCHOOL_MANAGER, '/auth/get-client-statement', {
      clientID: client,
      ...MARCH,
    });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'No such client']);
    const parent = await post<Failure>(`parent@${SHOP}`, '/auth/get-client-statement', {
      clientID: client,
      ...MARCH,
    });
    expect(parent.status).toBe(404);
  });
});
