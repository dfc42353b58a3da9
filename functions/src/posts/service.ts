import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { LEVEL, atLeast } from '@shared/access';
import {
  DEFAULT_POST_FOLDER,
  POST_MESSAGES,
  type DeletePostBody,
  type PostView,
  type PostsIdsBody,
  type PostsPage,
  type PublicPostsBody,
  type PublicPostsReply,
  type SavePostBody,
} from '@shared/posts/schemas';
import { stamp, type OnSite, type RequestContext } from '../kernel/context';
import { checkedCursor, type ListQuery } from '../kernel/pager';
import { siteChanged } from '../kernel/site-cache';
import { commit, type Step, type TxEntities } from '../kernel/transaction';
import { isImageFolder } from '@shared/company/folders';
import type { SiteImage } from '@shared/site/site-data';
import { folderImages } from '../site';
import type { PostEntity } from './entities/post.entity';
import { postsError } from './errors';
import { sanitisePostBody } from './sanitise';

export type PostRecord = EntityItem<typeof PostEntity>;

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/** A page's cursor keys: the table's and the index's. */
const indexKeys = (index: 'gsi1' | 'gsi2' | 'gsi3') => ['pk', 'sk', `${index}pk`, `${index}sk`];

/** A post as the lists read it; `email` is left out where the public reads it. */
export function postView(p: PostRecord, mine?: boolean, withEmail = true): PostView {
  return {
    id: p.id,
    title: p.title,
    body: p.body,
    date_posted: p.date_posted,
    status: p.status === 1 ? 1 : 0,
    picture_folder: p.picture_folder,
    user: { name: p.author_name, email: withEmail ? p.author_email : '' },
    created_at: p.created_at ?? null,
    updated_at: p.updated_at ?? null,
    ...(mine === undefined ? {} : { mine }),
  };
}

const isStaff = (ctx: RequestContext) => atLeast(ctx.caller.alevel, LEVEL.staff);

/** The caller's name and email (the identity's), what their posts are matched by. */
async function author(ctx: RequestContext) {
  const user = await ctx.deps.accounts.getUser(ctx.caller.userId);
  if (!user) throw postsError('noPost');
  return { id: user.userId, name: user.name, email: user.email.toLowerCase() };
}

/**
 * get-all-posts-for-management ?cursor=&limit=: staff (5+) page through all the company's posts,
 * parents and students (3) through their own (matched by email), newest first, 10 a page.
 */
export async function managementPosts(ctx: RequestContext, q: ListQuery): Promise<PostsPage> {
  if (isStaff(ctx)) {
    const partition = { field: 'gsi1pk', value: `${ctx.emis}#post_by_date` };
    const cursor = checkedCursor(q.cursor, partition, indexKeys('gsi1')) ?? null;
    const { data, cursor: next } = await ctx.db.entities.post.query
      .byDate({ emis: ctx.emis })
      .go({ cursor, limit: q.limit, order: 'desc' });
    return { rows: data.map((p) => postView(p, true)), cursor: next };
  }
  const me = await author(ctx);
  const partition = { field: 'gsi3pk', value: `${ctx.emis}#post_by#${me.email}` };
  const cursor = checkedCursor(q.cursor, partition, indexKeys('gsi3')) ?? null;
  const { data, cursor: next } = await ctx.db.entities.post.query
    .byAuthor({ emis: ctx.emis, author_email: me.email })
    .go({ cursor, limit: q.limit, order: 'desc' });
  return { rows: data.map((p) => postView(p, true)), cursor: next };
}

/** The company's posts by id (strongly consistent); another company's or a missing one: 404. */
async function postsById(ctx: Tenant, ids: string[]): Promise<PostRecord[]> {
  const { data } = await ctx.db.entities.post
    .get(ids.map((id) => ({ emis: ctx.emis, id })))
    .go({ consistent: true });
  const found = new Map(data.map((p) => [p.id, p]));
  return ids.map((id) => {
    const post = found.get(id);
    if (!post) throw postsError('noPost');
    return post;
  });
}

/** The put of a whole post, on condition that it is still at the version read (or new). */
function putStep(tx: TxEntities, next: PostRecord, before: PostRecord | undefined): Step {
  const write = before
    ? tx.post
        .put(next)
        .where((a, op) => op.eq(a.row_version, before.row_version ?? 0))
        .commit()
    : tx.post.create(next).commit();
  return { name: `post ${next.id}`, write, onFail: postsError('changed') };
}

/**
 * save-post {body, title, datePosted, status, pictureFolder, postId}: a new post by the caller,
 * or a change of `postId`. Staff change any of the company's posts; parents and students only
 * their own (matched by email). The body is sanitised here, before it is stored.
 */
export async function savePost(ctx: RequestContext, body: SavePostBody) {
  const at = stamp(ctx);
  const clean = sanitisePostBody(body.body);
  const [before] = body.postId ? await postsById(ctx, [body.postId]) : [undefined];
  const me = await author(ctx);
  if (before && !isStaff(ctx) && before.author_email.toLowerCase() !== me.email)
    throw postsError('notYours');
  const next: PostRecord = {
    emis: ctx.emis,
    id: before?.id ?? ulid(),
    title: body.title,
    body: clean,
    date_posted: body.datePosted,
    status: body.status,
    picture_folder: body.pictureFolder ?? before?.picture_folder ?? DEFAULT_POST_FOLDER,
    // The author stays who wrote it, whoever edits it.
    author_name: before?.author_name ?? me.name,
    author_email: before?.author_email ?? me.email,
    author_id: before?.author_id ?? me.id,
    created_at: before?.created_at ?? at,
    updated_at: at,
    row_version: (before?.row_version ?? 0) + 1,
  };
  await commit(ctx.db, (tx) => [putStep(tx, next, before)]);
  // A draft's edit changes no public page.
  if (next.status === 1 || before?.status === 1) siteChanged(ctx);
  return { status: 'success' as const, message: POST_MESSAGES.saved, post: postView(next, true) };
}

/** update-selected-posts-statuses {postsIds}: each selected post on becomes off, off becomes on. */
export async function togglePosts(ctx: RequestContext, body: PostsIdsBody) {
  const posts = await postsById(ctx, body.postsIds);
  const at = stamp(ctx);
  const next = posts.map((p) => ({
    ...p,
    status: p.status === 1 ? 0 : 1,
    updated_at: at,
    row_version: (p.row_version ?? 0) + 1,
  }));
  await commit(ctx.db, (tx) => next.map((p, i) => putStep(tx, p, posts[i])));
  siteChanged(ctx);
  return {
    status: 'success' as const,
    message: POST_MESSAGES.updated,
    posts: next.map((p) => postView(p, true)),
  };
}

/** bulk-delete-posts {postsIds}: staff delete the selected posts, all or none. */
export async function deletePosts(ctx: RequestContext, body: PostsIdsBody) {
  return removePosts(ctx, await postsById(ctx, body.postsIds));
}

/**
 * delete-post {postId}: one post, deleted by its author (a parent or student, matched by email)
 * or by staff; bulk delete stays with staff.
 */
export async function deleteOwnPost(ctx: RequestContext, body: DeletePostBody) {
  const posts = await postsById(ctx, [body.postId]);
  if (!isStaff(ctx)) {
    const me = await author(ctx);
    if (posts[0]!.author_email.toLowerCase() !== me.email) throw postsError('notYours');
  }
  return removePosts(ctx, posts);
}

async function removePosts(ctx: RequestContext, posts: PostRecord[]) {
  await commit(ctx.db, (tx) =>
    posts.map((p) => ({
      name: `post ${p.id}`,
      write: tx.post
        .delete({ emis: ctx.emis, id: p.id })
        .where((a, op) => op.eq(a.row_version, p.row_version ?? 0))
        .commit(),
      onFail: postsError('changed'),
    })),
  );
  if (posts.some((p) => p.status === 1)) siteChanged(ctx);
  return { status: 'success' as const, message: POST_MESSAGES.deleted, deleted: posts.length };
}

/** A page of the company's published posts, newest first: one Query of the sparse index. */
export async function publishedPage(
  ctx: Tenant,
  q: { cursor?: string; limit: number },
): Promise<PostsPage> {
  const partition = { field: 'gsi2pk', value: `${ctx.emis}#post_on` };
  const cursor = checkedCursor(q.cursor, partition, indexKeys('gsi2')) ?? null;
  const { data, cursor: next } = await ctx.db.entities.post.query
    .published({ emis: ctx.emis })
    .go({ cursor, limit: q.limit, order: 'desc' });
  return { rows: data.map((p) => postView(p, undefined, false)), cursor: next };
}

/**
 * get-public-posts {cursor?, limit?} | {postId}: the site's published posts, newest first (the
 * news list); with `postId`, that post with its folder's images (read-post). A post that is
 * unpublished, missing or another company's answers 404 alike.
 */
export async function publicPosts(
  ctx: RequestContext<OnSite>,
  body: PublicPostsBody,
): Promise<PublicPostsReply> {
  if (!body.postId) return publishedPage(ctx, body);
  const post = await publishedPost(ctx, body.postId);
  if (!post) throw postsError('noPost');
  return { rows: [], cursor: null, post };
}

/**
 * One published post of the company with its folder's images (read-post and its page
 * document); undefined when it is unpublished, missing or another company's.
 */
export async function publishedPost(
  ctx: Tenant & Pick<RequestContext, 'deps'>,
  id: string,
): Promise<(PostView & { images: SiteImage[] }) | undefined> {
  const { data } = await ctx.db.entities.post.get({ emis: ctx.emis, id }).go();
  if (!data || data.status !== 1) return undefined;
  const images = isImageFolder(data.picture_folder)
    ? await folderImages(ctx.deps, ctx.emis, data.picture_folder)
    : [];
  return { ...postView(data, undefined, false), images };
}

/**
 * Up to `cap` of the company's published posts, newest first, read a page at a time (the
 * sitemap): bounded by the cap, never the whole history.
 */
export async function newestPublished(ctx: Tenant, cap: number): Promise<PostView[]> {
  const rows: PostView[] = [];
  let cursor: string | undefined;
  do {
    const page = await publishedPage(ctx, { cursor, limit: Math.min(100, cap - rows.length) });
    rows.push(...page.rows);
    cursor = page.cursor ?? undefined;
  } while (cursor && rows.length < cap);
  return rows.slice(0, cap);
}
