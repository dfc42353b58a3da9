// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import { UPLOAD_BODY_LIMIT, type RouteTable } from '../platform/route-spec';

/**
 * Legal matters (issue 13): matters, billables, bills to invoice, tasks, matter files, trust money.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const legalRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-all-cases': {
      handler: 'legal/handlers/get-all-cases.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/add-case': {
      handler: 'legal/handlers/add-case.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-selected-case': {
      handler: 'legal/handlers/get-selected-case.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-invoices-selected-data': {
      handler: 'legal/handlers/get-invoices-selected-data.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-billings-for-selected-case': {
      handler: 'legal/handlers/get-billings-for-selected-case.handler.ts',
      feature: 'legalBilling',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-billables': {
      handler: 'legal/handlers/get-billables.handler.ts',
      feature: 'legalBilling',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/add-billing-to-file': {
      handler: 'legal/handlers/add-billing-to-file.handler.ts',
      feature: 'legalBilling',
      idempotent: true,
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/delete-bills': {
      handler: 'legal/handlers/delete-bills.handler.ts',
      feature: 'legalBilling',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/convert-bills-to-invoice': {
      handler: 'legal/handlers/convert-bills-to-invoice.handler.ts',
      feature: 'legalBilling',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-all-notes-for-selected-matter': {
      handler: 'legal/handlers/get-all-notes-for-selected-matter.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-all-tasks-for-selected-case': {
      handler: 'legal/handlers/get-all-tasks-for-selected-case.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-task': {
      handler: 'legal/handlers/save-task.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/save-matter-note': {
      handler: 'legal/handlers/save-matter-note.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/mark-selected-tasks-completed': {
      handler: 'legal/handlers/mark-selected-tasks-completed.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/delete-tasks': {
      handler: 'legal/handlers/delete-tasks.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/upload-matter-file': {
      handler: 'legal/handlers/upload-matter-file.handler.ts',
      feature: 'files',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/get-matter-files': {
      handler: 'legal/handlers/get-matter-files.handler.ts',
      feature: 'files',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read'],
    },
    'POST /auth/download-matter-file': {
      handler: 'legal/handlers/download-matter-file.handler.ts',
      feature: 'files',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read'],
    },
    'POST /auth/delete-matter-file': {
      handler: 'legal/handlers/delete-matter-file.handler.ts',
      feature: 'files',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write'],
    },
    // Trust money (Legal Practice Act s86) and the conflict check (not spec routes)
    'POST /auth/get-matter-trust': {
      handler: 'legal/handlers/get-matter-trust.handler.ts',
      feature: 'legalBilling',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/trust-deposit': {
      handler: 'legal/handlers/trust-deposit.handler.ts',
      feature: 'legalBilling',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/trust-transfer': {
      handler: 'legal/handlers/trust-transfer.handler.ts',
      feature: 'legalBilling',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/trust-refund': {
      handler: 'legal/handlers/trust-refund.handler.ts',
      feature: 'legalBilling',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-trust-statement': {
      handler: 'legal/handlers/get-trust-statement.handler.ts',
      feature: 'legalBilling',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/close-matter': {
      handler: 'legal/handlers/close-matter.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/check-matter-conflicts': {
      handler: 'legal/handlers/check-matter-conflicts.handler.ts',
      feature: 'matters',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
  }) as const satisfies RouteTable)();
