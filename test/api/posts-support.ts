import type { PostView, PostsPage, PublicPostsReply } from '../../shared/src/posts/schemas';
import { api, login, type Session } from './support';

export const SCHOOL = 'school.localhost';
export const AGENCY = 'agency.localhost';
export const LEGAL = 'legal.localhost';

const sessions = new Map<string, Promise<Session>>();
/** A demo account's session (one sign-in per account for the file). */
export const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};

/** A signed-in POST on the account's own site. */
export const call = async <T>(email: string, path: string, body?: unknown) => {
  const session = await as(email);
  return api.post<T & { error?: string; fields?: Record<string, string> }>(path, body, {
    host: email.split('@')[1],
    token: session.token,
  });
};

/** One page of get-all-posts-for-management as the account. */
export const managed = async (email: string, cursor?: string, limit = 10) => {
  const session = await as(email);
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return api.get<PostsPage & { error?: string }>(
    `/auth/get-all-posts-for-management?${query.toString()}`,
    { host: email.split('@')[1], token: session.token },
  );
};

/** Every page of a list, following the cursor. */
export async function allPages(
  page: (cursor?: string) => Promise<{ body: PostsPage }>,
): Promise<PostView[]> {
  const rows: PostView[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 100; n += 1) {
    const { body } = await page(cursor);
    rows.push(...body.rows);
    if (!body.cursor) return rows;
    cursor = body.cursor;
  }
  throw new Error('More than 100 pages');
}

/** get-public-posts as a visitor of `host`. */
export const publicPosts = (host: string, body: Record<string, unknown> = {}) =>
  api.post<PublicPostsReply & { error?: string }>('/get-public-posts', body, { host });

/** Saves a post as the account: the new or changed post. */
export async function savePost(email: string, body: Record<string, unknown>) {
  const response = await call<{ post: PostView }>(email, '/auth/save-post', {
    body: '<p>Text</p>',
    datePosted: '2026-02-01',
    status: 'on',
    pictureFolder: 'events',
    ...body,
  });
  if (response.status !== 200)
    throw new Error(`save-post failed: ${response.status} ${response.text}`);
  return response.body.post;
}
