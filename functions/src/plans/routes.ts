// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Plan & Billing (issue 27): the plan year, renewal and upgrade by card, a downgrade at renewal,
 * the plan payments. A manager's. These routes stay open while the company is read-only: they
 * are how it renews (platform/standing-gate.ts).
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const plansRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/plans/billing': {
      handler: 'plans/handlers/billing.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/plans/payments': {
      handler: 'plans/handlers/payments.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/plans/checkout': {
      handler: 'plans/handlers/checkout.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/plans/renew': {
      handler: 'plans/handlers/renew.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'card'],
    },
    'POST /auth/plans/upgrade': {
      handler: 'plans/handlers/upgrade.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'card'],
    },
    'POST /auth/plans/downgrade': {
      handler: 'plans/handlers/downgrade.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/plans/cancel-downgrade': {
      handler: 'plans/handlers/cancel-downgrade.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
