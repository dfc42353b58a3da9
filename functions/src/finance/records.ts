import type { EntityItem } from 'electrodb';
import type { BudgetEntity } from './entities/budget.entity';
import type { ExpenseCategoryEntity } from './entities/expense-category.entity';
import type { ExpenseEntity } from './entities/expense.entity';
import type { FinancialAccountEntity } from './entities/financial-account.entity';
import type { ServiceProviderEntity } from './entities/service-provider.entity';
import type { RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import type { TableRow } from '@shared/tables/types';
import { financeError } from './errors';

export type ExpenseCategoryRecord = EntityItem<typeof ExpenseCategoryEntity>;
export type ServiceProviderRecord = EntityItem<typeof ServiceProviderEntity>;
export type ExpenseRecord = EntityItem<typeof ExpenseEntity>;
export type BudgetRecord = EntityItem<typeof BudgetEntity>;
export type FinancialAccountRecord = EntityItem<typeof FinancialAccountEntity>;

/** A record as the table record's update and remove take it. */
export const asRow = (record: object) => record as unknown as TableRow;

/** The `after` day of a period in a sort key: every key of `dateTo`'s day sorts before it. */
export const endOf = (dateTo: string) => `${dateTo}~`;

/**
 * The most expense categories a company's lists and statement show: a chart of expense accounts
 * (12 to start with), never a history. Read as one Query page of at most this many items.
 */
export const MAX_EXPENSE_CATEGORIES = 500;

/** The company's expense categories (at most MAX_EXPENSE_CATEGORIES), by name. */
export async function expenseCategories(ctx: RequestContext) {
  const { data } = await ctx.db.entities.expenseCategory.query
    .byCompany({ emis: ctx.emis })
    .go({ limit: MAX_EXPENSE_CATEGORIES, consistent: true });
  return data.sort((a, b) => a.name.localeCompare(b.name));
}

/** The names of the company's categories or providers of `ids` (one batch read; gone ones left out). */
export async function namesOf(
  ctx: RequestContext,
  entity: 'expenseCategory' | 'serviceProvider',
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { data } = await ctx.db.entities[entity]
    .get(keys(ctx, ids))
    .go({ attributes: ['id', 'name'] });
  return new Map(data.map((r) => [r.id, r.name]));
}

/** The records of `ids` (strongly consistent); `missing` when any is not the company's. */
async function many<R extends { id: string }>(
  read: () => Promise<{ data: R[] }>,
  ids: string[],
  missing: () => Error,
): Promise<R[]> {
  const { data } = await read();
  const found = new Map(data.map((r) => [r.id, r]));
  return ids.map((id) => {
    const record = found.get(id);
    if (!record) throw missing();
    return record;
  });
}

const keys = (ctx: RequestContext, ids: string[]) =>
  [...new Set(ids)].map((id) => ({ emis: ctx.emis, id }));

export const expensesById = (ctx: RequestContext, ids: string[]) =>
  many(
    () => ctx.db.entities.expense.get(keys(ctx, ids)).go({ consistent: true }),
    [...new Set(ids)],
    () => financeError('noExpense'),
  );

export const accountsById = (ctx: RequestContext, ids: string[]) =>
  many(
    () => ctx.db.entities.financialAccount.get(keys(ctx, ids)).go({ consistent: true }),
    [...new Set(ids)],
    () => financeError('noAccount'),
  );

export async function expenseOr404(ctx: RequestContext, id: string) {
  const { data } = await ctx.db.entities.expense
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw financeError('noExpense');
  return data;
}

export async function categoryOr404(ctx: RequestContext, id: string) {
  const { data } = await ctx.db.entities.expenseCategory
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw financeError('noCategory');
  return data;
}

export async function providerOr404(ctx: RequestContext, id: string) {
  const { data } = await ctx.db.entities.serviceProvider
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw financeError('noProvider');
  return data;
}

export async function budgetOr404(ctx: RequestContext, id: string) {
  const { data } = await ctx.db.entities.budget
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw financeError('noBudget');
  return data;
}

export async function accountOr404(ctx: RequestContext, id: string) {
  const { data } = await ctx.db.entities.financialAccount
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw financeError('noAccount');
  return data;
}

/** A transaction's check that the category or provider an expense names still exists. */
export function stillThere(
  tx: TxEntities,
  ctx: RequestContext,
  entity: 'expenseCategory' | 'serviceProvider',
  id: string,
): Step {
  return {
    name: `${entity} ${id}`,
    write: tx[entity]
      .check({ emis: ctx.emis, id })
      .where((a, op) => op.exists(a.name))
      .commit(),
    onFail: financeError(entity === 'expenseCategory' ? 'noCategory' : 'noProvider'),
  };
}
