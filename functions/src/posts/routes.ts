// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Posts (issue 25): the news manager and the public news pages.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const postsRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-all-posts-for-management': {
      handler: 'posts/handlers/get-all-posts-for-management.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/update-selected-posts-statuses': {
      handler: 'posts/handlers/update-selected-posts-statuses.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/bulk-delete-posts': {
      handler: 'posts/handlers/bulk-delete-posts.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/delete-post': {
      handler: 'posts/handlers/delete-post.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/save-post': {
      handler: 'posts/handlers/save-post.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: ['table:write', 'site:invalidate'],
      // A long post's HTML: the schema's own limit (POST_BODY_MAX) is the rule.
      bodyLimit: 256 * 1024,
    },
    'POST /get-public-posts': {
      handler: 'posts/handlers/get-public-posts.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: ['media:read'],
    },
  }) as const satisfies RouteTable)();
