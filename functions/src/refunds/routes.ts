// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Refunds owed (issue 27): what the card flow took and could not deliver on, for the provider
 * (super admins of baron-007) to refund at the gateway.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const refundsRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/refunds-owed': {
      handler: 'refunds/handlers/refunds-owed.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: [],
    },
    'POST /auth/mark-refunded': {
      handler: 'refunds/handlers/mark-refunded.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
