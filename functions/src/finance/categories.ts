import {
  DEFAULT_EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  type CreateCategoryBody,
} from '@shared/finance/schemas';
import type { RequestContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import { tableRecord } from '../tables';
import { keepsFeeAccounts } from './income-sources';
import { expenseCategories, type ExpenseCategoryRecord } from './records';

const categories = /* @__PURE__ */ tableRecord('expenses_categories');

export const categoryView = (c: Pick<ExpenseCategoryRecord, 'id' | 'name'>) => ({
  id: c.id,
  name: c.name,
});

/**
 * The income categories that fit the company (each is a kind of payment record, see
 * INCOME_CATEGORIES): School Fees only for a company that keeps learners' fee accounts (issue 28:
 * it was offered to a trading company). A school is known by its data, not its industry: the
 * industries (General, Legal Practice, Agency) name no school.
 */
export async function incomeCategories(ctx: RequestContext) {
  const school = await keepsFeeAccounts(ctx);
  return INCOME_CATEGORIES.filter((c) => school || c.id !== 'school-fees').map((c) => ({
    id: c.id,
    name: c.name,
  }));
}

/** get-all-expenses-categories. */
export async function listExpenseCategories(ctx: RequestContext) {
  return (await expenseCategories(ctx)).map(categoryView);
}

/** get-initial-finance-dashboard-data: the category lists the dashboard's checkboxes show. */
export async function dashboardCategories(ctx: RequestContext) {
  const [incomesCats, expensesCats] = await Promise.all([
    incomeCategories(ctx),
    listExpenseCategories(ctx),
  ]);
  return { incomesCats, expensesCats };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * initialise-income-and-expense-cats: a company without expense categories gets the default
 * ones (in one transaction; ids derived from the names, so two first visits at once write them
 * once and the second answers the lists). A company with categories keeps them as they are.
 */
export async function initialiseCategories(ctx: RequestContext) {
  const existing = await expenseCategories(ctx);
  if (existing.length === 0) {
    try {
      await commit(ctx.db, (tx) =>
        DEFAULT_EXPENSE_CATEGORIES.flatMap((name) =>
          categories.create(ctx, { name }, { id: `default-${slug(name)}` }).steps(tx),
        ),
      );
    } catch (error) {
      // Written meanwhile by another first visit: the lists below show them.
      if (!(error instanceof AppError) || error.status !== 409) throw error;
    }
  }
  return dashboardCategories(ctx);
}

/** create-expense-category {categoryName}: a taken name answers 409 'Category Exist'. */
export async function createCategory(ctx: RequestContext, body: CreateCategoryBody) {
  const write = categories.create(ctx, { name: body.categoryName! });
  await commit(ctx.db, (tx) => write.steps(tx));
  return {
    status: 'success' as const,
    category: categoryView({ id: write.id, name: body.categoryName! }),
    categories: await listExpenseCategories(ctx),
  };
}
