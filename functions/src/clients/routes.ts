// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Clients and their notes.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const clientsRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-all-clients': {
      handler: 'clients/handlers/get-all-clients.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-client': {
      handler: 'clients/handlers/save-client.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/update-client-field': {
      handler: 'clients/handlers/update-client-field.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/save-note': {
      handler: 'clients/handlers/save-note.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/delete-note': {
      handler: 'clients/handlers/delete-note.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
