import type { Database } from '../db/service';
import { readFigures, sumBy, type Delta, type Figure } from '../kernel/aggregates';
import {
  BUDGETS_FAMILY,
  budgetDeltas,
  EXPENSE_VAT_FAMILY,
  EXPENSES_FAMILY,
  expenseDeltas,
} from './figures';

/**
 * MAINTENANCE ONLY (a data migration, never a request): sets one company's finance figures to
 * the sums of its expense and budget records, for data written before the figures existed
 * (issue 24). Reads every record of the company, once; writes each figure that differs (a
 * figure no record backs is set to 0). Idempotent: a second run writes nothing. Run it before
 * the company's traffic resumes (a deploy's migration step): a write between its read and its
 * own would be overwritten.
 */
export async function backfillFinanceFigures(db: Database, emis: string) {
  const [expenses, budgets] = await Promise.all([
    // bounded: maintenance only (the data migration 0003, never a request); one company's records.
    db.entities.expense.query.byCompany({ emis }).go({ pages: 'all' }),
    // bounded: maintenance only (the data migration 0003); one company's budgets.
    db.entities.budget.query.byCompany({ emis }).go({ pages: 'all' }),
  ]);
  const families: Array<[string, Figure[]]> = [
    [EXPENSES_FAMILY, sumBy(EXPENSES_FAMILY, expenses.data, expenseDeltas)],
    [EXPENSE_VAT_FAMILY, sumBy(EXPENSE_VAT_FAMILY, expenses.data, expenseDeltas)],
    [BUDGETS_FAMILY, sumBy(BUDGETS_FAMILY, budgets.data, budgetDeltas)],
  ];
  let written = 0;
  for (const [name, wanted] of families) {
    const stored = new Map((await readFigures(db, emis, name)).map((f) => [f.key, f]));
    const target = new Map(wanted.map((f) => [f.key, f]));
    const keys = new Set([...stored.keys(), ...target.keys()]);
    const changes: Array<Required<Omit<Delta, 'second'>>> = [];
    for (const key of keys) {
      const have = stored.get(key) ?? { amount: 0, count: 0 };
      const want = target.get(key) ?? { amount: 0, count: 0 };
      if (have.amount !== want.amount || have.count !== want.count)
        changes.push({ name, key, amount: want.amount, count: want.count });
    }
    for (const change of changes) {
      await db.entities.aggregate
        .upsert({ emis, name, key: change.key })
        .set({ amount: change.amount, count: change.count })
        .go();
      written += 1;
    }
  }
  return { expenses: expenses.data.length, budgets: budgets.data.length, written };
}
