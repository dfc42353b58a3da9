// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Liveness, the local outbox and the back-office home's "Needs attention" items (issue 28: staff
 * and up, the lowest level of its items; each item computed only for a caller whose plan and
 * level may open it).
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const systemRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /health': {
      handler: 'system/handlers/health.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: [],
    },
    'GET /auth/local-outbox': {
      handler: 'system/handlers/local-outbox.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: [],
    },
    'GET /auth/home-due': {
      handler: 'system/handlers/home-due.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
  }) as const satisfies RouteTable)();
