// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import { UPLOAD_BODY_LIMIT, type RouteTable } from '../platform/route-spec';

/**
 * Finance (issue 14): categories, providers, expenses, budgets, accounts, the dashboard.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const financeRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/initialise-income-and-expense-cats': {
      handler: 'finance/handlers/initialise-income-and-expense-cats.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-income-categories': {
      handler: 'finance/handlers/get-all-income-categories.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/get-initial-finance-dashboard-data': {
      handler: 'finance/handlers/get-initial-finance-dashboard-data.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/get-selected-finance-dashboard-data': {
      handler: 'finance/handlers/get-selected-finance-dashboard-data.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/get-all-service-providers': {
      handler: 'finance/handlers/get-all-service-providers.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/get-all-expenses-categories': {
      handler: 'finance/handlers/get-all-expenses-categories.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/create-expense-category': {
      handler: 'finance/handlers/create-expense-category.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/create-service-provider': {
      handler: 'finance/handlers/create-service-provider.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/save-service-provider': {
      handler: 'finance/handlers/save-service-provider.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-expenses-for-selected-period': {
      handler: 'finance/handlers/get-expenses-for-selected-period.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/save-expense-manual': {
      handler: 'finance/handlers/save-expense-manual.handler.ts',
      feature: 'finance',
      idempotent: true,
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/bulk-delete-expenses': {
      handler: 'finance/handlers/bulk-delete-expenses.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      // The deleted expenses' attachments go too.
      uses: ['table:write', 'media:read', 'media:write'],
    },
    // Expense attachments (new): an expense's supplier invoice or till slip, as matter files are
    'POST /auth/upload-expense-file': {
      handler: 'finance/handlers/upload-expense-file.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/get-expense-files': {
      handler: 'finance/handlers/get-expense-files.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read'],
    },
    'POST /auth/download-expense-file': {
      handler: 'finance/handlers/download-expense-file.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read'],
    },
    'POST /auth/delete-expense-file': {
      handler: 'finance/handlers/delete-expense-file.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read', 'media:write'],
    },
    'POST /auth/create-budget': {
      handler: 'finance/handlers/create-budget.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-budgets-for-selected-period': {
      handler: 'finance/handlers/get-budgets-for-selected-period.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/save-budget': {
      handler: 'finance/handlers/save-budget.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/save-financial-account': {
      handler: 'finance/handlers/save-financial-account.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-financial-accounts': {
      handler: 'finance/handlers/get-all-financial-accounts.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/bulk-delete-accounts': {
      handler: 'finance/handlers/bulk-delete-accounts.handler.ts',
      feature: 'finance',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-client-statement': {
      handler: 'finance/handlers/get-client-statement.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
  }) as const satisfies RouteTable)();
