import * as z from 'zod';
import { IMAGE_FOLDER_NAMES } from '@shared/company/folders';
import { isPlainFileName } from '@shared/media/safe-name';
import type { Anonymous, RequestContext } from '../kernel/context';
import { binaryReply, reply, type Reply } from '../platform/reply';

const imageParams = z.object({
  folder: z.enum(IMAGE_FOLDER_NAMES as [string, ...string[]]),
  emis: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  // The same rule the upload routes name files by, so every stored image can be served.
  name: z.string().refine(isPlainFileName),
});

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

// A narrower copy's subfolder (shared/src/media/variants.ts): `w640`.
const variantParams = imageParams.extend({ size: z.string().regex(/^w[1-9][0-9]{0,3}$/) });

/**
 * A company's public image, read from the media store at images/{folder}/{emis}/{name}, or one
 * of its narrower copies at images/{folder}/{emis}/{size}/{name} (CloudFront serves both keys
 * from the bucket in AWS; this is the same answer locally).
 */
export async function serveImage(
  ctx: RequestContext<Anonymous>,
  params: Record<string, string>,
): Promise<Reply> {
  const parsed = ('size' in params ? variantParams : imageParams).safeParse(params);
  if (!parsed.success) return reply(404, { error: 'No such image' });
  const { folder, emis, name } = parsed.data;
  const size = 'size' in parsed.data ? `${parsed.data.size}/` : '';
  const blob = await ctx.deps.blobs.get(`images/${folder}/${emis}/${size}${name}`);
  if (!blob) return reply(404, { error: 'No such image' });
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension] ?? 'application/octet-stream';
  return binaryReply(blob.body, type, {
    'cache-control': 'public, max-age=3600',
    ...(blob.etag ? { etag: blob.etag } : {}),
  });
}
