// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Users (Manage Users).
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const usersRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-all-users': {
      handler: 'users/handlers/get-all-users.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'GET /auth/get-users-access-links': {
      handler: 'users/handlers/get-users-access-links.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/get-specific-users': {
      handler: 'users/handlers/get-specific-users.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/ban-user': {
      handler: 'users/handlers/ban-user.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/unban-user': {
      handler: 'users/handlers/unban-user.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/grant-access-level': {
      handler: 'users/handlers/grant-access-level.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/link-parent-to-student': {
      handler: 'users/handlers/link-parent-to-student.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-user-students': {
      handler: 'users/handlers/get-user-students.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-user-by-id': {
      handler: 'users/handlers/get-user-by-id.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/get-user-by-email': {
      handler: 'users/handlers/get-user-by-email.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/invite-someone': {
      handler: 'users/handlers/invite-someone.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write', 'email'],
    },
  }) as const satisfies RouteTable)();
