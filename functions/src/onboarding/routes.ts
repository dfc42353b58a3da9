// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Onboarding (issue 16): new companies by card payment or by a super admin, their domains.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const onboardingRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /onboard-company': {
      handler: 'onboarding/handlers/onboard-company.handler.ts',
      auth: 'public',
      // Only on the provider's own site; the exchange-rate service prices the plan.
      tenant: 'required',
      uses: ['table:write', 'card', 'internet'],
    },
    'POST /onboarding-status': {
      handler: 'onboarding/handlers/onboarding-status.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /onboarding-cancel': {
      // Not /cancel-onboarding: that is the page the card gateway returns to.
      handler: 'onboarding/handlers/onboarding-cancel.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write'],
    },
    'POST /auth/create-company': {
      handler: 'onboarding/handlers/create-company.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: ['table:write', 'email'],
    },
    'POST /auth/get-domain-status': {
      handler: 'onboarding/handlers/get-domain-status.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'domains'],
    },
  }) as const satisfies RouteTable)();
