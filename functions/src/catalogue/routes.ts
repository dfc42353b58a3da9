// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Suppliers and the catalogue: products, stock, services and transportations.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const catalogueRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-all-suppliers': {
      handler: 'catalogue/handlers/get-all-suppliers.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-supplier': {
      handler: 'catalogue/handlers/save-supplier.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-all-products': {
      handler: 'catalogue/handlers/get-all-products.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'GET /auth/get-inventory-for-all-products': {
      handler: 'catalogue/handlers/get-inventory-for-all-products.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'GET /auth/get-all-products-in-stock': {
      handler: 'catalogue/handlers/get-all-products-in-stock.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-product': {
      handler: 'catalogue/handlers/save-product.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/save-product-and-add-to-receivings': {
      handler: 'catalogue/handlers/save-product-and-add-to-receivings.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/record-receivings-to-receivings-table': {
      handler: 'catalogue/handlers/record-receivings-to-receivings-table.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-all-services': {
      handler: 'catalogue/handlers/get-all-services.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-service': {
      handler: 'catalogue/handlers/save-service.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-all-transportations': {
      handler: 'catalogue/handlers/get-all-transportations.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-transportation': {
      handler: 'catalogue/handlers/save-transportation.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
