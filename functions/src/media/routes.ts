// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import { UPLOAD_BODY_LIMIT, type RouteTable } from '../platform/route-spec';

/**
 * Images and files.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const mediaRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /auth/get-images-for-given-folder': {
      handler: 'media/handlers/get-images-for-given-folder.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read'],
    },
    'POST /auth/upload-image': {
      handler: 'media/handlers/upload-image.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write', 'site:invalidate'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/replace-image': {
      handler: 'media/handlers/replace-image.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write', 'site:invalidate'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/delete-image': {
      handler: 'media/handlers/delete-image.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write', 'site:invalidate'],
    },
    'POST /auth/upload-file': {
      handler: 'media/handlers/upload-file.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'POST /auth/upload-excel-template': {
      handler: 'media/handlers/upload-excel-template.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['media:read', 'media:write'],
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    'GET /auth/excel_templates/{name}': {
      handler: 'media/handlers/get-excel-template.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['media:read'],
    },
    'POST /auth/get-logos-for-given-school': {
      handler: 'media/handlers/get-logos-for-given-school.handler.ts',
      auth: 'token',
      level: LEVEL.guest,
      uses: ['media:read'],
    },
    'GET /images/{folder}/{emis}/{name}': {
      handler: 'media/handlers/serve-image.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: ['media:read'],
    },
    // A narrower copy (issue 26 srcset); in AWS /images/* comes from the bucket, key = path.
    'GET /images/{folder}/{emis}/{size}/{name}': {
      handler: 'media/handlers/serve-image-variant.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: ['media:read'],
    },
  }) as const satisfies RouteTable)();
