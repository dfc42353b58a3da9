import { defineEntity, SERVICE, type EntityOf } from './model';
import { byCompany, tenantRow } from './tenant-row';

/**
 * Finance (issue 14): expense categories, service providers, expenses, budgets and financial
 * accounts, each a data table's rows (tables/definitions/finance.ts). Money in cents.
 */

/** An expense category; the name is unique per company (a marker item). */
export const expenseCategoryDefinition = defineEntity({
  model: { entity: 'expense_category', version: '1', service: SERVICE },
  attributes: { ...tenantRow, name: { type: 'string', required: true } },
  indexes: { byCompany: byCompany('expense_category') },
});
export declare const ExpenseCategoryEntity: EntityOf<typeof expenseCategoryDefinition>;

/** Who an expense was paid to (extended.md §3 Service provider; `name` is its companyName). */
export const serviceProviderDefinition = defineEntity({
  model: { entity: 'service_provider', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    representative: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    city: { type: 'string' },
    code: { type: 'string' },
  },
  indexes: { byCompany: byCompany('service_provider') },
});
export declare const ServiceProviderEntity: EntityOf<typeof serviceProviderDefinition>;

/**
 * An expense: `amount` is what was paid (VAT included when it carries VAT), `vat` the VAT part
 * (input tax, 0 when none) at `tax_rate`. A period's expenses are one key-range Query of byDate
 * (its sort key starts with the entry date).
 */
export const expenseDefinition = defineEntity({
  model: { entity: 'expense', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    entry_date: { type: 'string', required: true },
    description: { type: 'string' },
    amount: { type: 'number', required: true },
    vat: { type: 'number', required: true, default: 0 },
    tax_rate: { type: 'number' },
    expenses_category_id: { type: 'string' },
    service_provider_id: { type: 'string' },
    created_by: { type: 'string' },
  },
  indexes: {
    byCompany: byCompany('expense'),
    byDate: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis'],
        template: '${emis}#expense_by_date',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['entry_date', 'id'],
        template: '${entry_date}#${id}',
        casing: 'none',
      },
    },
  },
});
export declare const ExpenseEntity: EntityOf<typeof expenseDefinition>;

/**
 * A budget line (extended.md §3 Budget): from `entry` to `due`, income or expense (`type`). A
 * period's budgets are one key-range Query of byDate on the entry date.
 */
export const budgetDefinition = defineEntity({
  model: { entity: 'budget', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    description: { type: 'string', required: true },
    amount: { type: 'number', required: true },
    entry: { type: 'string', required: true },
    due: { type: 'string', required: true },
    frequency: { type: 'string', required: true },
    type: { type: ['income', 'expense'] as const, required: true },
  },
  indexes: {
    byCompany: byCompany('budget'),
    byDate: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis'],
        template: '${emis}#budget_by_date',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['entry', 'id'],
        template: '${entry}#${id}',
        casing: 'none',
      },
    },
  },
});
export declare const BudgetEntity: EntityOf<typeof budgetDefinition>;

/** A financial account (extended.md §3): its name, type and balance in cents. */
export const financialAccountDefinition = defineEntity({
  model: { entity: 'financial_account', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    type: { type: 'string', required: true },
    balance: { type: 'number', required: true, default: 0 },
  },
  indexes: { byCompany: byCompany('financial_account') },
});
export declare const FinancialAccountEntity: EntityOf<typeof financialAccountDefinition>;
