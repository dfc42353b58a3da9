// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * POPIA requests (issue 29): a person's export (s23) and erasure (s24), at manager level.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts).
 */
export const privacyRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /auth/privacy-export': {
      handler: 'privacy/handlers/privacy-export.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/privacy-erase': {
      handler: 'privacy/handlers/privacy-erase.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
      idempotent: true,
    },
  }) as const satisfies RouteTable)();
