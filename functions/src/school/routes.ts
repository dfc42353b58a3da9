// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import { UPLOAD_BODY_LIMIT, type RouteTable } from '../platform/route-spec';

/**
 * School, fees and online card payments.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const schoolRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /auth/get-selected-school': {
      handler: 'school/handlers/get-selected-school.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-student-profile': {
      handler: 'school/handlers/get-student-profile.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/save-payment': {
      handler: 'school/handlers/save-payment.handler.ts',
      feature: 'school',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/edit-payment': {
      handler: 'school/handlers/edit-payment.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/delete-payment': {
      handler: 'school/handlers/delete-payment.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-all-payments-same-date': {
      handler: 'school/handlers/get-all-payments-same-date.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-selected-student-payment': {
      handler: 'school/handlers/get-selected-student-payment.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/get-student-statement': {
      handler: 'school/handlers/get-student-statement.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/update-card-status': {
      handler: 'school/handlers/update-card-status.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: ['table:write'],
    },
    'POST /auth/get-card-status': {
      handler: 'school/handlers/get-card-status.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'GET /auth/get-bitspay-credentials': {
      handler: 'school/handlers/get-bitspay-credentials.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: ['card'],
    },
    'POST /auth/insert-payment-details': {
      handler: 'school/handlers/insert-payment-details.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: ['table:write', 'card'],
    },
    'POST /auth/retrieve-payment-details': {
      handler: 'school/handlers/retrieve-payment-details.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/save-online-payment-info': {
      handler: 'school/handlers/save-online-payment-info.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'GET /auth/get-fee-reminders': {
      handler: 'school/handlers/get-fee-reminders.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-fee-reminders': {
      handler: 'school/handlers/save-fee-reminders.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/fees-owing': {
      handler: 'school/handlers/fees-owing.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.admin,
      uses: [],
    },
    'GET /auth/bitsems-video-tutorials': {
      handler: 'school/handlers/bitsems-video-tutorials.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: ['media:read'],
    },
    'POST /auth/upload-video-tutorial': {
      handler: 'school/handlers/upload-video-tutorial.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      bodyLimit: UPLOAD_BODY_LIMIT,
      uses: ['media:read', 'media:write'],
    },
    'POST /auth/delete-video-tutorial': {
      handler: 'school/handlers/delete-video-tutorial.handler.ts',
      auth: 'token',
      level: LEVEL.superAdmin,
      uses: ['media:read', 'media:write'],
    },
    'POST /auth/get-live-lesson': {
      handler: 'school/handlers/get-live-lesson.handler.ts',
      feature: 'school',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'GET /tutorials/{name}': {
      handler: 'school/handlers/serve-tutorial.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: ['media:read'],
    },
  }) as const satisfies RouteTable)();
