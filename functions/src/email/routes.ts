// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Email: single and bulk sends, the sent list.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const emailRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /auth/send-general-email': {
      handler: 'email/handlers/send-general-email.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['email', 'table:write'],
    },
    'POST /auth/send-bulk-email': {
      handler: 'email/handlers/send-bulk-email.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['email', 'table:write'],
      timeoutSeconds: 29,
      // Up to 500 recipient ids and typed addresses with a 5,000-character body.
      bodyLimit: 64 * 1024,
    },
    'GET /auth/get-sent-emails': {
      handler: 'email/handlers/get-sent-emails.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
  }) as const satisfies RouteTable)();
