import type { Database } from '../db/service';
import type { BudgetRecord, ExpenseRecord } from './records';
import { mergeDeltas, readFigures, sumBy, type Delta, type Figure } from '../kernel/aggregates';
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
  // One page at a time, each page's changes merged as it is read: memory and each read bounded
  // by the page, whatever the company holds.
  const deltas: Delta[] = [];
  const counted = { expenses: 0, budgets: 0 };
  for (let cursor: string | null = null; ;) {
    const page: { data: ExpenseRecord[]; cursor: string | null } = await db.entities.expense.query
      .byCompany({ emis })
      .go({ cursor, limit: 1000 });
    counted.expenses += page.data.length;
    deltas.push(...mergeDeltas(page.data.flatMap(expenseDeltas)));
    cursor = page.cursor;
    if (!cursor) break;
  }
  for (let cursor: string | null = null; ;) {
    const page: { data: BudgetRecord[]; cursor: string | null } = await db.entities.budget.query
      .byCompany({ emis })
      .go({ cursor, limit: 1000 });
    counted.budgets += page.data.length;
    deltas.push(...mergeDeltas(page.data.flatMap(budgetDeltas)));
    cursor = page.cursor;
    if (!cursor) break;
  }
  const same = (delta: Delta) => [delta];
  const families: Array<[string, Figure[]]> = [
    [EXPENSES_FAMILY, sumBy(EXPENSES_FAMILY, deltas, same)],
    [EXPENSE_VAT_FAMILY, sumBy(EXPENSE_VAT_FAMILY, deltas, same)],
    [BUDGETS_FAMILY, sumBy(BUDGETS_FAMILY, deltas, same)],
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
  return { ...counted, written };
}
