import { beforeAll, describe, expect, it } from 'vitest';
import { readFigures, sumBy, type Figure } from '../../functions/src/kernel/aggregates';
import { backfillFinanceFigures } from '../../functions/src/finance/backfill';
import {
  BUDGETS_FAMILY,
  EXPENSE_VAT_FAMILY,
  EXPENSES_FAMILY,
  budgetDeltas,
  expenseDeltas,
} from '../../functions/src/finance/figures';
import { api, login, testDeps, type Session } from './support';

// Issue 24: the finance figures (finance/figures.ts) are kept in the same transaction as every
// expense and budget write, through the finance routes and the table engine's edits and
// deletions alike. After a mix of creates, edits (amount, category, date) and deletes through
// HTTP, the aggregates equal the records summed with the same deltas, and the dashboard, the
// period totals and the budget total read them. Years nothing else touches (2037, 2038).

const SHOP = 'shop.localhost';
const MANAGER = `manager@${SHOP}`;
const YEAR = { dateFrom: '2037-01-01', dateTo: '2037-12-31' };

type Cat = { id: string; name: string };
type Expense = { id: string; amount: number; vat: number; entry_date: string };
type Row = { id: string; amount: number };
type Dashboard = {
  incomesData: Row[];
  expensesData: Row[];
  statement: {
    expenses: Row[];
    totalExpenses: number;
    vat: { input: number; output: number; payable: number };
  };
};
type ExpensesPage = {
  expenses: Expense[];
  cursor: string | null;
  totalExp: number;
  totalVat: number;
};

let session: Session;
const db = testDeps().db;
const stamp = Date.now().toString(36);
let rent: Cat;
let fuel: Cat;
let provider: string;

const post = <T>(path: string, body: unknown) =>
  api.post<T>(path, body, { host: SHOP, token: session.token });
async function ok<T>(path: string, body: unknown): Promise<T> {
  const response = await post<T>(path, body);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
}

const saveExpense = (fields: Record<string, unknown>) =>
  ok<{ expense: Expense }>('/auth/save-expense-manual', {
    selectedServiceProvider: provider,
    ...fields,
  }).then((reply) => reply.expense);

/** The company's expense records with an entry date in `from..to`, read from the table. */
async function expenseRecords(from: string, to: string) {
  const { data } = await db.entities.expense.query
    .byDate({ emis: session.user.emis })
    .between({ entry_date: from }, { entry_date: `${to}~` })
    .go({ pages: 'all' });
  return data;
}

/** A family's stored figures of `year` (month and day items), the ones that hold something. */
async function storedFigures(name: string, year: string): Promise<Figure[]> {
  const ranges = [`m|${year}-`, `d|${year}-`];
  const pages = await Promise.all(
    ranges.map((prefix) => readFigures(db, session.user.emis, name, { prefix })),
  );
  return pages
    .flat()
    .filter((f) => f.amount !== 0 || f.count !== 0)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const inYear = (year: string) => (f: Figure) => f.key.slice(2, 6) === year;
const sumOf = <T>(rows: T[], pick: (row: T) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

beforeAll(async () => {
  session = await login(MANAGER, SHOP);
  const category = async (name: string) =>
    (await ok<{ category: Cat }>('/auth/create-expense-category', { categoryName: name })).category;
  rent = await category(`Figures Rent ${stamp}`);
  fuel = await category(`Figures Fuel ${stamp}`);
  provider = (
    await ok<{ provider: { id: string } }>('/auth/create-service-provider', {
      companyName: `Figures Supplier ${stamp}`,
    })
  ).provider.id;
});

describe('finance figures', () => {
  it('equal the records after creates, edits and deletes through the routes and the table engine', async () => {
    const made: Expense[] = [];
    const spend: Array<[string, Cat, string, boolean]> = [
      ['2037-01-15', rent, '1,150.00', true],
      ['2037-01-31', fuel, '300.00', false],
      ['2037-02-01', rent, '575.00', true],
      ['2037-02-14', fuel, '99.99', true],
      ['2037-03-31', rent, '2,000.00', false],
      ['2037-06-15', fuel, '460.00', true],
      ['2037-06-15', fuel, '40.00', false],
      ['2037-11-30', rent, '1,000.00', true],
      ['2037-12-31', fuel, '12.34', true],
      ['2038-01-01', rent, '700.00', true],
    ];
    for (const [date, cat, amount, includesVat] of spend)
      made.push(
        await saveExpense({
          selectedExpenseCategory: cat.id,
          expenseAmount: amount,
          expenseDate: date,
          includesVat,
        }),
      );
    // Edits through save-expense-manual: the amount, the category, the date (across a month and
    // out of the year), each with its VAT worked out again.
    await saveExpense({
      expenseID: made[0]!.id,
      selectedExpenseCategory: rent.id,
      expenseAmount: '1,380.00',
      expenseDate: '2037-01-15',
      includesVat: true,
    });
    await saveExpense({
      expenseID: made[1]!.id,
      selectedExpenseCategory: rent.id,
      expenseAmount: '300.00',
      expenseDate: '2037-01-31',
    });
    await saveExpense({
      expenseID: made[2]!.id,
      selectedExpenseCategory: rent.id,
      expenseAmount: '575.00',
      expenseDate: '2037-05-20',
      includesVat: true,
    });
    await saveExpense({
      expenseID: made[9]!.id,
      selectedExpenseCategory: fuel.id,
      expenseAmount: '700.00',
      expenseDate: '2037-12-30',
      includesVat: true,
    });
    // The manager's table edits: a date, a category, a cleared one.
    await ok('/auth/update-item', {
      table: 'expenses',
      id: made[4]!.id,
      column: 'entry_date',
      value: '2037-04-01',
    });
    for (const expense of [made[5]!, made[6]!])
      await ok('/auth/update-item', {
        table: 'expenses',
        id: expense.id,
        column: 'expenses_category_id',
        value: rent.id,
      });
    await ok('/auth/update-item', {
      table: 'expenses',
      id: made[7]!.id,
      column: 'expenses_category_id',
      value: null,
    });
    // Deletions: two on one figure at once (bulk-delete-expenses), one through the table engine.
    await ok('/auth/bulk-delete-expenses', { table: 'expenses', eids: [made[3]!.id] });
    const twin = await saveExpense({
      selectedExpenseCategory: rent.id,
      expenseAmount: '10.00',
      expenseDate: '2037-06-15',
    });
    await ok('/auth/bulk-delete-expenses', {
      table: 'expenses',
      eids: [made[6]!.id, twin.id],
    });
    await ok('/auth/delete-item', { table: 'expenses', id: made[8]!.id });

    const records = await expenseRecords(YEAR.dateFrom, YEAR.dateTo);
    const ours = new Set([...made, twin].map((e) => e.id));
    expect(
      records
        .map((r) => r.id)
        .filter((id) => ours.has(id))
        .sort(),
    ).toEqual(
      [made[0], made[1], made[2], made[4], made[5], made[7], made[9]].map((e) => e!.id).sort(),
    );
    for (const family of [EXPENSES_FAMILY, EXPENSE_VAT_FAMILY]) {
      const rebuilt = sumBy(family, records, expenseDeltas).filter(inYear('2037'));
      expect(await storedFigures(family, '2037'), family).toEqual(rebuilt);
    }
    // Nothing is left in 2036 or 2038 by the moved or deleted expenses of this test.
    const next = await expenseRecords('2038-01-01', '2038-12-31');
    expect(await storedFigures(EXPENSES_FAMILY, '2038')).toEqual(
      sumBy(EXPENSES_FAMILY, next, expenseDeltas).filter(inYear('2038')),
    );
  });

  it('stay exact when a selection larger than one transaction is deleted', async () => {
    // 20 expenses on 20 days of 2039 (no two share a day item): more than DELETE_CHUNK.
    const many: Expense[] = [];
    for (let i = 0; i < 20; i += 1)
      many.push(
        await saveExpense({
          selectedExpenseCategory: (i % 2 ? rent : fuel).id,
          expenseAmount: `${100 + i}.00`,
          expenseDate: `2039-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + i).padStart(2, '0')}`,
          includesVat: true,
        }),
      );
    const before = await storedFigures(EXPENSES_FAMILY, '2039');
    expect(sumOf(before, (f) => f.count)).toBe(2 * 20);
    const reply = await ok<{ deleted: number }>('/auth/bulk-delete-expenses', {
      table: 'expenses',
      eids: many.map((e) => e.id),
    });
    expect(reply.deleted).toBe(20);
    expect(await expenseRecords('2039-01-01', '2039-12-31')).toEqual([]);
    expect(await storedFigures(EXPENSES_FAMILY, '2039')).toEqual([]);
    expect(await storedFigures(EXPENSE_VAT_FAMILY, '2039')).toEqual([]);
  });

  it('are what the dashboard reads: a year and a range with partial months', async () => {
    const records = await expenseRecords(YEAR.dateFrom, YEAR.dateTo);
    const year = await ok<Dashboard>('/auth/get-selected-finance-dashboard-data', YEAR);
    const byCategory = (rows: typeof records, id: string | undefined) =>
      sumOf(
        rows.filter((r) => r.expenses_category_id === id),
        (r) => r.amount,
      );
    const amountOf = (rows: Row[], id: string) => rows.find((r) => r.id === id)?.amount;
    expect(amountOf(year.statement.expenses, rent.id)).toBe(byCategory(records, rent.id));
    expect(amountOf(year.statement.expenses, fuel.id)).toBe(byCategory(records, fuel.id));
    expect(amountOf(year.statement.expenses, '')).toBe(byCategory(records, undefined));
    expect(year.statement.totalExpenses).toBe(sumOf(records, (r) => r.amount));
    expect(year.statement.vat.input).toBe(sumOf(records, (r) => r.vat));
    expect(byCategory(records, rent.id)).toBeGreaterThan(0);
    expect(sumOf(records, (r) => r.vat)).toBeGreaterThan(0);

    // Whole months from month items, the edge months from their days.
    const range = { dateFrom: '2037-01-20', dateTo: '2037-12-30' };
    const part = await expenseRecords(range.dateFrom, range.dateTo);
    const some = await ok<Dashboard>('/auth/get-selected-finance-dashboard-data', range);
    expect(some.statement.totalExpenses).toBe(sumOf(part, (r) => r.amount));
    expect(some.statement.vat.input).toBe(sumOf(part, (r) => r.vat));
    expect(amountOf(some.statement.expenses, rent.id)).toBe(byCategory(part, rent.id));
    expect(part.length).toBeLessThan(records.length);
  });

  it('give the expense list its totals while the rows come a page at a time, newest first', async () => {
    const records = await expenseRecords(YEAR.dateFrom, YEAR.dateTo);
    const pages: ExpensesPage[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await ok<ExpensesPage>('/auth/get-expenses-for-selected-period', {
        ...YEAR,
        limit: 3,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.expenses.length).toBeLessThanOrEqual(3);
      pages.push(page);
      cursor = page.cursor;
    } while (cursor && pages.length < 10);
    expect(cursor).toBeFalsy();
    const rows = pages.flatMap((p) => p.expenses);
    const newestFirst = [...records].sort(
      (a, b) => b.entry_date.localeCompare(a.entry_date) || b.id.localeCompare(a.id),
    );
    expect(rows.map((r) => r.id)).toEqual(newestFirst.map((r) => r.id));
    for (const page of pages) {
      expect(page.totalExp).toBe(sumOf(records, (r) => r.amount));
      expect(page.totalVat).toBe(sumOf(records, (r) => r.vat));
    }
    const tampered = await post<{ error: string }>('/auth/get-expenses-for-selected-period', {
      ...YEAR,
      cursor: Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url'),
    });
    expect(tampered.status).toBe(400);
  });

  it('keep the budget totals, through the budget routes and the table engine', async () => {
    const created = await ok<{ id: string }>('/auth/create-budget', {
      dateFrom: '2037-03-01',
      dateTo: '2037-03-31',
      description: 'Figures stationery',
      budgetAmount: '1,000.00',
    });
    await ok('/auth/create-budget', {
      dateFrom: '2037-03-15',
      dateTo: '2037-04-15',
      description: 'Figures target',
      budgetAmount: '9,000.00',
      budgetCategory: 'income',
    });
    const target = await ok<{ id: string }>('/auth/create-budget', {
      dateFrom: '2037-03-25',
      dateTo: '2037-04-15',
      description: 'Figures moved',
      budgetAmount: '300.00',
    });
    await ok('/auth/save-form-data', {
      table: 'budgets',
      data: {
        description: 'Figures fuel',
        amount: 25_000,
        entry: '2037-03-20',
        due: '2037-03-31',
        frequency: 'Once',
        type: 'expense',
      },
    });
    await ok('/auth/save-budget', {
      budgetID: created.id,
      dateFrom: '2037-03-02',
      dateTo: '2037-03-31',
      description: 'Figures stationery',
      budgetAmount: '1,500.00',
    });
    await ok('/auth/update-item', {
      table: 'budgets',
      id: created.id,
      column: 'amount',
      value: 170_000,
    });
    // Two rows at once (the table engine's bulk edit), then one of them out of March.
    await ok('/auth/update-model-multiple-rows', {
      table: 'budgets',
      ids: [target.id, created.id],
      column: 'entry',
      value: '2037-03-02',
    });
    await ok('/auth/update-item', {
      table: 'budgets',
      id: target.id,
      column: 'entry',
      value: '2037-04-02',
    });

    const { data: budgets } = await db.entities.budget.query
      .byDate({ emis: session.user.emis })
      .between({ entry: YEAR.dateFrom }, { entry: `${YEAR.dateTo}~` })
      .go({ pages: 'all' });
    expect(await storedFigures(BUDGETS_FAMILY, '2037')).toEqual(
      sumBy(BUDGETS_FAMILY, budgets, budgetDeltas).filter(inYear('2037')),
    );
    type Budgets = {
      budgets: Array<{ id: string; amount: number }>;
      cursor: string | null;
      totalBud: number;
    };
    const march = { dateFrom: '2037-03-01', dateTo: '2037-03-31' };
    const first = await ok<Budgets>('/auth/get-budgets-for-selected-period', {
      ...march,
      limit: 1,
    });
    const expenseBudgets = budgets.filter((b) => b.type === 'expense' && b.entry <= march.dateTo);
    expect(first.totalBud).toBe(sumOf(expenseBudgets, (b) => b.amount));
    expect(first.totalBud).toBe(170_000 + 25_000);
    const rows = [...first.budgets];
    let cursor = first.cursor;
    while (cursor) {
      const page = await ok<Budgets>('/auth/get-budgets-for-selected-period', {
        ...march,
        limit: 1,
        cursor,
      });
      rows.push(...page.budgets);
      cursor = page.cursor;
    }
    expect(rows.map((b) => b.id).sort()).toEqual(expenseBudgets.map((b) => b.id).sort());
    const income = await ok<Budgets>('/auth/get-budgets-for-selected-period', {
      ...march,
      selectedBudgetCategory: 'income',
    });
    expect(income.totalBud).toBe(900_000);
  });
});

describe('the finance figures backfill (data written before the figures)', () => {
  it('sets a company’s figures to its records’ sums, and a second run writes nothing', async () => {
    const emis = `backfill-${stamp}`;
    const expense = (id: string, entry_date: string, amount: number, vat: number, cat?: string) =>
      db.entities.expense
        .create({ emis, id, entry_date, amount, vat, expenses_category_id: cat })
        .go();
    await expense('e1', '2030-01-31', 115_000, 15_000, 'rent');
    await expense('e2', '2030-01-31', 5_000, 0, 'rent');
    await expense('e3', '2030-02-01', 2_300, 300);
    await db.entities.budget
      .create({
        emis,
        id: 'b1',
        description: 'Plan',
        amount: 90_000,
        entry: '2030-03-01',
        due: '2030-03-31',
        frequency: 'Once',
        type: 'expense',
      })
      .go();
    // A stale figure no record backs.
    await db.entities.aggregate
      .upsert({ emis, name: EXPENSES_FAMILY, key: 'm|2029-12|rent' })
      .set({ amount: 1, count: 1 })
      .go();
    const first = await backfillFinanceFigures(db, emis);
    expect(first).toMatchObject({ expenses: 3, budgets: 1 });
    const { data: records } = await db.entities.expense.query.byCompany({ emis }).go();
    for (const family of [EXPENSES_FAMILY, EXPENSE_VAT_FAMILY]) {
      const stored = (await readFigures(db, emis, family)).filter(
        (f) => f.amount !== 0 || f.count !== 0,
      );
      expect(stored, family).toEqual(sumBy(family, records, expenseDeltas));
    }
    expect((await readFigures(db, emis, BUDGETS_FAMILY)).map((f) => f.amount)).toEqual([
      90_000, 90_000,
    ]);
    expect((await backfillFinanceFigures(db, emis)).written).toBe(0);
  });
});
