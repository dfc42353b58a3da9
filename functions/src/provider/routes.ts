// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * The provider's view (issue 27 item 8): Kantoor's own super admins (level 11 of baron-007; the
 * service refuses every other company's) see the companies, their plans and standing, the
 * renewals due this month and the annual recurring revenue.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const providerRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/provider-companies': {
      handler: 'provider/handlers/provider-companies.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: [],
    },
    'GET /auth/provider-renewals': {
      handler: 'provider/handlers/provider-renewals.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: [],
    },
    'GET /auth/provider-revenue': {
      handler: 'provider/handlers/provider-revenue.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: [],
    },
  }) as const satisfies RouteTable)();
