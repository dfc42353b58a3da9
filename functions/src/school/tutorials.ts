import { isPlainFileName } from '@shared/media/safe-name';
import {
  TUTORIAL_MAX_BYTES,
  TUTORIAL_MESSAGES,
  TUTORIAL_TYPES,
  tutorialSlug,
  type TutorialsReply,
} from '@shared/school/tutorials';
import type { Anonymous, RequestContext } from '../kernel/context';
import { decodeBase64File } from '../media';
import { errorVocabulary } from '../platform/errors';
import { binaryReply, reply, type Reply } from '../platform/reply';

/** The product's video tutorials live in the media store under this prefix, for every company. */
const PREFIX = 'tutorials/';

type TutorialExtension = keyof typeof TUTORIAL_TYPES;

const tutorialError = errorVocabulary<'noVideo' | 'notVideo' | 'tooLarge' | 'exists' | 'missing'>({
  noVideo: { status: 400, message: TUTORIAL_MESSAGES.noVideo },
  notVideo: { status: 400, message: TUTORIAL_MESSAGES.notVideo },
  tooLarge: { status: 413, message: TUTORIAL_MESSAGES.tooLarge },
  exists: { status: 409, message: TUTORIAL_MESSAGES.exists },
  missing: { status: 404, message: TUTORIAL_MESSAGES.noTutorial },
});

const typeOf = (name: string): string | undefined =>
  TUTORIAL_TYPES[name.split('.').pop()?.toLowerCase() as TutorialExtension];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * What a video's first bytes say it is (the name's or data URL's claim is ignored): WebM
 * (EBML with the webm doctype), MP4 (an ISO-BMFF `ftyp` box) or Ogg.
 */
export function sniffVideo(bytes: Uint8Array): TutorialExtension | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return ascii(bytes, 4, 64).includes('webm') ? 'webm' : undefined;
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogv';
  return undefined;
}

/** bitsems-video-tutorials: the tutorials' file names, served at /tutorials/{name}. */
export async function videoTutorials(ctx: RequestContext<Anonymous>): Promise<string[]> {
  const keys = await ctx.deps.blobs.list(PREFIX);
  return keys
    .map((key) => key.slice(PREFIX.length))
    .filter((name) => isPlainFileName(name) && typeOf(name) !== undefined);
}

/**
 * upload-video-tutorial (super admin): a checked video (real WebM, MP4 or Ogg content, at most
 * 4 MB) stored as `tutorials/{slug of its name}.{type}`, which every company then lists. A name
 * taken by another tutorial is refused, never overwritten; a refused upload writes nothing.
 */
export async function uploadTutorial(
  ctx: RequestContext,
  title: string,
  video: string,
): Promise<TutorialsReply> {
  const bytes = decodeBase64File(video);
  if (!bytes || bytes.length === 0) throw tutorialError('noVideo');
  if (bytes.length > TUTORIAL_MAX_BYTES) throw tutorialError('tooLarge');
  const extension = sniffVideo(bytes);
  if (!extension) throw tutorialError('notVideo');
  const slug = tutorialSlug(title);
  const existing = await videoTutorials(ctx);
  // One title, one tutorial, whatever its type: the list shows titles, not extensions.
  if (existing.some((name) => name.replace(/\.[^.]+$/, '') === slug)) throw tutorialError('exists');
  const name = `${slug}.${extension}`;
  await ctx.deps.blobs.put(`${PREFIX}${name}`, bytes, TUTORIAL_TYPES[extension]);
  return { name, tutorials: await videoTutorials(ctx) };
}

/** delete-video-tutorial (super admin): removes it for every company. */
export async function deleteTutorial(ctx: RequestContext, name: string): Promise<TutorialsReply> {
  const existing = await videoTutorials(ctx);
  if (!existing.includes(name)) throw tutorialError('missing');
  await ctx.deps.blobs.delete(`${PREFIX}${name}`);
  return { name, tutorials: existing.filter((other) => other !== name) };
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
