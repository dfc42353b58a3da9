import { budgetDefinition } from './entities/budget.entity';
import { expenseCategoryDefinition } from './entities/expense-category.entity';
import { expenseDefinition } from './entities/expense.entity';
import { financialAccountDefinition } from './entities/financial-account.entity';
import { serviceProviderDefinition } from './entities/service-provider.entity';

/**
 * Finance (issue 14): expense categories, service providers, expenses, budgets and financial
 * accounts, each a data table's rows (tables/definitions/finance.ts). Money in cents.
 */
export const financeEntities = {
  expenseCategory: expenseCategoryDefinition,
  serviceProvider: serviceProviderDefinition,
  expense: expenseDefinition,
  budget: budgetDefinition,
  financialAccount: financialAccountDefinition,
};
