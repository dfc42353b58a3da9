// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Messaging: SMS credits, sends, schedules and groups.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const smsRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-sms-credits': {
      handler: 'sms/handlers/get-sms-credits.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/send-bulk-sms': {
      handler: 'sms/handlers/send-bulk-sms.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'sms'],
      timeoutSeconds: 29,
    },
    'POST /auth/schedule-sms-for-future': {
      handler: 'sms/handlers/schedule-sms-for-future.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'schedule'],
    },
    'POST /auth/update-messages-table-with-sent-messages': {
      handler: 'sms/handlers/update-messages-table-with-sent-messages.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/save-student-parent-messages': {
      handler: 'sms/handlers/save-student-parent-messages.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: ['table:write'],
    },
    'POST /auth/cancel-sms-campaign': {
      handler: 'sms/handlers/cancel-sms-campaign.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write', 'schedule'],
    },
    'GET /auth/get-all-sms-groups': {
      handler: 'sms/handlers/get-all-sms-groups.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'POST /auth/save-sms-group': {
      handler: 'sms/handlers/save-sms-group.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'GET /auth/get-data-and-analytics': {
      handler: 'sms/handlers/get-data-and-analytics.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'POST /auth/get-selected-group-members': {
      handler: 'sms/handlers/get-selected-group-members.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'POST /auth/save-new-contact': {
      handler: 'sms/handlers/save-new-contact.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-sent-sms-for-individual': {
      handler: 'sms/handlers/get-sent-sms-for-individual.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'POST /auth/add-sms-credits': {
      handler: 'sms/handlers/add-sms-credits.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
