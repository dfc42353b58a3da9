// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Generic data tables (the data-table manager).
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const tablesRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-database-tables': {
      handler: 'tables/handlers/get-database-tables.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-columns': {
      handler: 'tables/handlers/get-columns.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-table-columns': {
      handler: 'tables/handlers/get-table-columns.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-table-column': {
      handler: 'tables/handlers/get-table-column.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-dependent-table-columns': {
      handler: 'tables/handlers/get-dependent-table-columns.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-table-rows': {
      handler: 'tables/handlers/get-table-rows.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-foreign-key-data': {
      handler: 'tables/handlers/get-foreign-key-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-foreign-field-value': {
      handler: 'tables/handlers/get-foreign-field-value.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/update-item': {
      handler: 'tables/handlers/update-item.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/update-model-single-row': {
      handler: 'tables/handlers/update-model-single-row.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/update-model-multiple-rows': {
      handler: 'tables/handlers/update-model-multiple-rows.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/save-form-data': {
      handler: 'tables/handlers/save-form-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/bulk-delete': {
      handler: 'tables/handlers/bulk-delete.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/delete-item': {
      handler: 'tables/handlers/delete-item.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/delete-multiple-rows': {
      handler: 'tables/handlers/delete-multiple-rows.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/delete-single-row': {
      handler: 'tables/handlers/delete-single-row.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'GET /auth/get-all-classes': {
      handler: 'tables/handlers/get-all-classes.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-row-history': {
      handler: 'tables/handlers/get-row-history.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-table-history': {
      handler: 'tables/handlers/get-table-history.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/import-table-rows': {
      handler: 'tables/handlers/import-table-rows.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'site:invalidate'],
      bodyLimit: 1_000_000,
    },
  }) as const satisfies RouteTable)();
