import { z } from 'zod';
import { IMAGE_FOLDER_NAMES } from '@shared/company/folders';
import { isPlainFileName } from '@shared/media/safe-name';
import { defineHandler, binaryReply, reply } from '../../platform/handler';

const params = z.object({
  folder: z.enum(IMAGE_FOLDER_NAMES as [string, ...string[]]),
  emis: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  // The same rule the upload routes name files by, so every stored image can be served.
  name: z.string().refine(isPlainFileName),
});

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** A company's public image, read from the media store at images/{folder}/{emis}/{name}. */
export const handler = defineHandler(
  'GET /images/{folder}/{emis}/{name}',
  {},
  async ({ ctx: { deps }, params: raw }) => {
    const parsed = params.safeParse(raw);
    if (!parsed.success) return reply(404, { error: 'No such image' });
    const { folder, emis, name } = parsed.data;
    const blob = await deps.blobs.get(`images/${folder}/${emis}/${name}`);
    if (!blob) return reply(404, { error: 'No such image' });
    const extension = name.split('.').pop()?.toLowerCase() ?? '';
    const type = TYPES[extension] ?? 'application/octet-stream';
    return binaryReply(blob.body, type, {
      'cache-control': 'public, max-age=3600',
      ...(blob.etag ? { etag: blob.etag } : {}),
    });
  },
);
