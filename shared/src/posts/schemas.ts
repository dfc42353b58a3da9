import * as z from 'zod';
import { IMAGE_FOLDER_NAMES, type ImageFolder } from '../company/folders';
import { domainName, emisCode, idField, pageCursor, requiredText } from '../validation/fields';

/** Posts' messages: the spec's verbatim (extended.md §5), and ours where it is silent. */
export const POST_MESSAGES = {
  // extended.md §5, verbatim (the Ÿ is the spec's).
  required: 'Required.',
  noneSelected: 'Ÿou Must At Least Select One Post To Bulk Delete',
  confirmUpdate: 'Are you sure you want to Update Selected Posts?',
  confirmDelete: 'Are you sure you want to Delete Selected Posts?',
  // Where the spec is silent.
  noPost: 'No such post',
  notYours: 'You may change only your own posts',
  changed: 'This post was changed meanwhile: reload it and try again',
  saved: 'Post saved',
  updated: 'Posts updated',
  deleted: 'Posts deleted',
  date: 'Use a date like 2026-11-23',
  folder: `The picture folder must be one of ${IMAGE_FOLDER_NAMES.join(', ')}`,
} as const;

/** Posts are listed 10 a page (extended.md §9). */
export const POSTS_PAGE = 10;
/** Posts toggled or deleted at once: each is one write of the one transaction. */
export const MAX_SELECTED_POSTS = 50;
/** A post body's limit, in characters of HTML as sent (the stored, sanitised body is no longer). */
export const POST_BODY_MAX = 100_000;
/** The folder a new post's slideshow reads when none is chosen. */
export const DEFAULT_POST_FOLDER: ImageFolder = 'events';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const postId = idField(POST_MESSAGES.noPost);

/** on/off as the form sends it, 1/0 as the spec stores it, or a boolean: 1 or 0. */
export const postStatus = z
  .union([z.literal('on'), z.literal('off'), z.literal(1), z.literal(0), z.boolean()], {
    error: 'Status is on or off',
  })
  .transform((value) => (value === 'on' || value === 1 || value === true ? 1 : 0) as 0 | 1);

const pictureFolder = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .enum(IMAGE_FOLDER_NAMES as [ImageFolder, ...ImageFolder[]], { error: POST_MESSAGES.folder })
    .optional(),
);

/** save-post {body, title, datePosted, status, pictureFolder, postId}: postId edits, else new. */
export const savePostBody = z.object({
  postId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    postId.optional(),
  ),
  title: requiredText(POST_MESSAGES.required, 200),
  body: z
    .string({ error: 'Must be text' })
    .max(POST_BODY_MAX, `At most ${POST_BODY_MAX} characters`)
    .default(''),
  datePosted: z
    .string({ error: POST_MESSAGES.required })
    .trim()
    .min(1, POST_MESSAGES.required)
    .transform((value) => value.slice(0, 10))
    .pipe(z.string().regex(DATE, POST_MESSAGES.date)),
  status: postStatus.default(1),
  pictureFolder,
});
export type SavePostBody = z.output<typeof savePostBody>;
export type SavePostInput = z.input<typeof savePostBody>;

/** A selection of posts: ids, or the rows themselves (the old screens send the row objects). */
const selection = z
  .array(z.union([postId, z.object({ id: postId }).transform((row) => row.id)]), {
    error: POST_MESSAGES.noneSelected,
  })
  .min(1, POST_MESSAGES.noneSelected)
  .max(MAX_SELECTED_POSTS, `At most ${MAX_SELECTED_POSTS} at a time`)
  .transform((ids) => [...new Set(ids)]);

/** update-selected-posts-statuses and bulk-delete-posts {postsIds}. */
export const postsIdsBody = z.object({ postsIds: selection });
export type PostsIdsBody = z.output<typeof postsIdsBody>;

/** delete-post {postId}: one post, by its author (or staff). */
export const deletePostBody = z.object({ postId });
export type DeletePostBody = z.output<typeof deletePostBody>;

/** get-all-posts-for-management ?cursor=&limit= (10 a page by default). */
export const postsQuery = z.object({
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(100).default(POSTS_PAGE),
});

/** get-public-posts {cursor?, limit?} for the news list, or {postId} for read-post. */
export const publicPostsBody = z.object({
  emis: emisCode.optional(),
  domain: domainName.optional(),
  postId: postId.optional(),
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(50).default(POSTS_PAGE),
});
export type PublicPostsBody = z.output<typeof publicPostsBody>;

/** A post as the lists read it (extended.md §3 Post): body is the sanitised HTML. */
export type PostView = {
  id: string;
  title: string;
  body: string;
  date_posted: string;
  status: 0 | 1;
  picture_folder: string;
  user: { name: string; email: string };
  created_at: string | null;
  updated_at: string | null;
  /** The caller may edit and delete it (staff: every post; parents and students: their own). */
  mine?: boolean;
};

/** An image of a post's folder, as read-post shows it. */
export type PostImage = { name: string; url: string };

export type PostsPage = { rows: PostView[]; cursor: string | null };
/** get-public-posts: a page, or with postId the one post and its folder's images. */
export type PublicPostsReply = PostsPage & { post?: PostView & { images: PostImage[] } };
