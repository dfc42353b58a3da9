// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Closing a company (issue 27 item 6): the manager's Close Company screen.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const closingRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-company-closure': {
      handler: 'closing/handlers/get-company-closure.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/request-company-closure': {
      handler: 'closing/handlers/request-company-closure.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/cancel-company-closure': {
      handler: 'closing/handlers/cancel-company-closure.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'media:write'],
    },
    'POST /auth/download-company-export': {
      handler: 'closing/handlers/download-company-export.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['media:read'],
    },
  }) as const satisfies RouteTable)();
