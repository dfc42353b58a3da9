// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Receivables (issue 14): recurring invoices and invoice reminders (not in the spec).
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const receivablesRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /auth/save-recurring-invoice': {
      handler: 'receivables/handlers/save-recurring-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-recurring-invoices': {
      handler: 'receivables/handlers/get-recurring-invoices.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/pause-recurring-invoice': {
      handler: 'receivables/handlers/pause-recurring-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/resume-recurring-invoice': {
      handler: 'receivables/handlers/resume-recurring-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/end-recurring-invoice': {
      handler: 'receivables/handlers/end-recurring-invoice.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-recurring-invoice-runs': {
      handler: 'receivables/handlers/get-recurring-invoice-runs.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'GET /auth/get-invoice-reminders': {
      handler: 'receivables/handlers/get-invoice-reminders.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-invoice-reminders': {
      handler: 'receivables/handlers/save-invoice-reminders.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
