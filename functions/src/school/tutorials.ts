import { isPlainFileName } from '@shared/media/safe-name';
import type { Anonymous, RequestContext } from '../kernel/context';
import { binaryReply, reply, type Reply } from '../platform/reply';

/** The product's video tutorials live in the media store under this prefix, for every company. */
const PREFIX = 'tutorials/';

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
};

const typeOf = (name: string) => VIDEO_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];

/** bitsems-video-tutorials: the tutorials' file names, served at /tutorials/{name}. */
export async function videoTutorials(ctx: RequestContext<Anonymous>): Promise<string[]> {
  const keys = await ctx.deps.blobs.list(PREFIX);
  return keys
    .map((key) => key.slice(PREFIX.length))
    .filter((name) => isPlainFileName(name) && typeOf(name) !== undefined);
}

/** One tutorial's file (in AWS CloudFront serves tutorials/* from the bucket itself). */
export async function serveTutorial(
  ctx: RequestContext<Anonymous>,
  name: string | undefined,
): Promise<Reply> {
  const type = name && isPlainFileName(name) ? typeOf(name) : undefined;
  const blob = type ? await ctx.deps.blobs.get(`${PREFIX}${name}`) : undefined;
  if (!type || !blob) return reply(404, { error: 'No such tutorial' });
  return binaryReply(blob.body, type, {
    'cache-control': 'public, max-age=86400',
    ...(blob.etag ? { etag: blob.etag } : {}),
  });
}
