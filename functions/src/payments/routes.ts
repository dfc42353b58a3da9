import type { RouteTable } from '../platform/route-spec';

/**
 * The card gateway's notification, donations and a checkout's status.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const paymentsRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /payments/notify': {
      handler: 'payments/handlers/notify.handler.ts',
      auth: 'public',
      // The gateway names only our checkout token; the checkout says whose it is.
      tenant: 'none',
      body: 'form',
      // The gateway's validate call and its hosts' addresses; a paid onboarding's next-steps
      // email and a store buyer's confirmation.
      uses: ['table:write', 'internet', 'card', 'email'],
    },
    'POST /payments/donate': {
      handler: 'payments/handlers/donate.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write', 'card'],
    },
    'POST /payments/status': {
      handler: 'payments/handlers/checkout-status.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
  }) as const satisfies RouteTable)();
