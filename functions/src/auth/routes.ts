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
    // Issue 29: the second step of a sign-in for a user with two-factor.
    'POST /auth/two-factor/sign-in': {
      handler: 'auth/handlers/two-factor-sign-in.handler.ts',
      auth: 'public',
      tenant: 'optional',
      uses: ['table:write', 'sign', 'secret-box'],
    },
    'POST /auth/logout': {
      handler: 'auth/handlers/logout.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write'],
      duringEnrolment: true,
    },
    'GET /auth/user': {
      handler: 'auth/handlers/user.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write'],
      duringEnrolment: true,
    },
    'GET /auth/two-factor': {
      handler: 'auth/handlers/two-factor-status.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: [],
      duringEnrolment: true,
    },
    'POST /auth/two-factor/enrol': {
      handler: 'auth/handlers/two-factor-enrol.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write', 'secret-box'],
      duringEnrolment: true,
    },
    'POST /auth/two-factor/confirm': {
      handler: 'auth/handlers/two-factor-confirm.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write', 'sign', 'secret-box'],
      duringEnrolment: true,
    },
    'POST /auth/two-factor/disable': {
      handler: 'auth/handlers/two-factor-disable.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['table:write', 'secret-box'],
    },
    'POST /auth/two-factor/policy': {
      handler: 'auth/handlers/two-factor-policy.handler.ts',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    // Issue 29 (POPIA s24): the signed-in person corrects their own account's name and phone.
    'POST /auth/save-my-details': {
      handler: 'auth/handlers/save-my-details.handler.ts',
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
