import { LEVEL } from '@shared/access';
import { ACCOUNT_TYPES, BUDGET_FREQUENCIES, FINANCE_MESSAGES } from '@shared/finance/schemas';
import type { ColumnSpec } from '@shared/tables/columns';
import type { Permissions, TableDefinition } from '../definition';

/**
 * Finance (issue 14) as data tables: managers only (extended.md §6: expenses, budgets, financial
 * accounts, creating categories and providers are the manager's). Expenses are recorded by
 * save-expense-manual, which works out their VAT: the manager shows them, corrects a description,
 * date, category or provider and deletes them, but never adds one nor changes its amount (the VAT
 * part would no longer match).
 */
const MANAGER: Permissions = {
  view: LEVEL.manager,
  create: LEVEL.manager,
  edit: LEVEL.manager,
  delete: LEVEL.manager,
  bulkEdit: LEVEL.manager,
  bulkDelete: LEVEL.manager,
};
const EXPENSES: Permissions = { ...MANAGER, create: null, bulkEdit: null };

const cents = (name: string, label: string, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name,
  label: `${label} (cents)`,
  type: 'number',
  min: 0,
  max: 1_000_000_000_000,
  integer: true,
  ...extra,
});
const text = (name: string, label: string, max = 200, required = false): ColumnSpec => ({
  name,
  label,
  type: 'text',
  max,
  ...(required ? { required: true } : {}),
});

export const FINANCE_TABLES: TableDefinition[] = /* @__PURE__ */ (() => [
  {
    name: 'expenses_categories',
    feature: 'finance',
    label: 'Expense Categories',
    columns: [text('name', 'Name', 100, true)],
    labelColumn: 'name',
    related: [{ table: 'expenses', column: 'expenses_category_id', label: 'Expenses' }],
    permissions: MANAGER,
    binding: { kind: 'entity', entity: 'expenseCategory' },
    unique: {
      column: 'name',
      scope: 'expense_category_name',
      message: FINANCE_MESSAGES.categoryExists,
    },
  },
  {
    name: 'service_providers',
    feature: 'finance',
    label: 'Service Providers',
    columns: [
      text('name', 'Company name', 200, true),
      text('representative', 'Representative'),
      { name: 'phone', label: 'Phone', type: 'phone' },
      { name: 'email', label: 'Email', type: 'email' },
      text('address', 'Address', 500),
      text('city', 'City', 100),
      text('code', 'Postal code', 20),
    ],
    labelColumn: 'name',
    related: [{ table: 'expenses', column: 'service_provider_id', label: 'Expenses' }],
    permissions: MANAGER,
    binding: { kind: 'entity', entity: 'serviceProvider' },
  },
  {
    name: 'expenses',
    feature: 'finance',
    label: 'Expenses',
    columns: [
      { name: 'entry_date', label: 'Entry date', type: 'date', required: true },
      text('description', 'Description', 500),
      cents('amount', 'Amount incl. VAT', { readOnly: true }),
      cents('vat', 'VAT', { readOnly: true }),
      {
        name: 'expenses_category_id',
        label: 'Category',
        type: 'reference',
        references: { table: 'expenses_categories', labelColumn: 'name' },
      },
      {
        name: 'service_provider_id',
        label: 'Service provider',
        type: 'reference',
        references: { table: 'service_providers', labelColumn: 'name' },
      },
    ],
    labelColumn: 'description',
    permissions: EXPENSES,
    binding: { kind: 'entity', entity: 'expense' },
  },
  {
    name: 'budgets',
    feature: 'finance',
    label: 'Budgets',
    columns: [
      text('description', 'Description', 500, true),
      cents('amount', 'Amount', { required: true }),
      { name: 'entry', label: 'Entry date', type: 'date', required: true },
      { name: 'due', label: 'Due date', type: 'date', required: true },
      {
        name: 'frequency',
        label: 'Frequency',
        type: 'enum',
        options: BUDGET_FREQUENCIES,
        required: true,
      },
      { name: 'type', label: 'Type', type: 'enum', options: ['income', 'expense'], required: true },
    ],
    labelColumn: 'description',
    permissions: MANAGER,
    binding: { kind: 'entity', entity: 'budget' },
  },
  {
    name: 'accounts',
    feature: 'finance',
    label: 'Financial Accounts',
    columns: [
      text('name', 'Name', 200, true),
      { name: 'type', label: 'Type', type: 'enum', options: ACCOUNT_TYPES, required: true },
      {
        name: 'balance',
        label: 'Balance (cents)',
        type: 'number',
        min: -1_000_000_000_000,
        max: 1_000_000_000_000,
        integer: true,
        required: true,
      },
    ],
    labelColumn: 'name',
    permissions: MANAGER,
    binding: { kind: 'entity', entity: 'financialAccount' },
  },
])();
