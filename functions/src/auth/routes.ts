// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Sign-in, registration, sessions and switching company.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const authRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /auth/login': {
      handler: 'auth/handlers/login.handler.ts',
      auth: 'public',
      tenant: 'optional',
      uses: ['table:write', 'sign'],
    },
    'POST /auth/register': {
      handler: 'auth/handlers/register.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write', 'sign'],
    },
    'POST /auth/register-invited-user': {
      handler: 'auth/handlers/register-invited-user.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['table:write', 'sign'],
    },
    'POST /auth/get-invited-user': {
      handler: 'auth/handlers/get-invited-user.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /auth/logout': {
      handler: 'auth/handlers/logout.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write'],
    },
    'GET /auth/user': {
      handler: 'auth/handlers/user.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write'],
    },
    'POST /auth/switch-company': {
      handler: 'auth/handlers/switch-company.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['sign'],
    },
  }) as const satisfies RouteTable)();
