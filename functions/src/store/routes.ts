// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Web store and point of sale (issue 16).
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const storeRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /store/products': {
      handler: 'store/handlers/store-products.handler.ts',
      feature: 'store',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /store/product': {
      handler: 'store/handlers/store-product.handler.ts',
      feature: 'store',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /store/checkout': {
      handler: 'store/handlers/store-checkout.handler.ts',
      feature: 'store',
      idempotent: true,
      auth: 'public',
      tenant: 'required',
      // Holds stock (and lets lapsed holds go), then a signed card checkout.
      uses: ['table:write', 'card'],
    },
    'POST /store/order': {
      handler: 'store/handlers/store-order.handler.ts',
      feature: 'store',
      auth: 'public',
      tenant: 'required',
      // A lapsed hold is let go when its order is asked about.
      uses: ['table:write'],
    },
    'POST /auth/get-store-orders': {
      handler: 'store/handlers/get-store-orders.handler.ts',
      feature: 'store',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/pos-sale': {
      handler: 'store/handlers/pos-sale.handler.ts',
      feature: 'pos',
      idempotent: true,
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
