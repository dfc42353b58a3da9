// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Domains over a company's life (issue 27): a manager changes the company's domain; the new one
 * is claimed, validated and active before the old one is released.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const domainsRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/domain-change': {
      handler: 'domains/handlers/get-domain-change.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/change-domain': {
      handler: 'domains/handlers/change-domain.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'domains'],
    },
    'POST /auth/check-domain-change': {
      handler: 'domains/handlers/check-domain-change.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'domains'],
    },
    'POST /auth/cancel-domain-change': {
      handler: 'domains/handlers/cancel-domain-change.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'domains'],
    },
  }) as const satisfies RouteTable)();
