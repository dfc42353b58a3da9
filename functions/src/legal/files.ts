import type { MatterFile, MatterFileBody, UploadMatterFileBody } from '@shared/legal/schemas';
import { extensionOf, isPlainFileName, uniqueName } from '@shared/media/safe-name';
import { contentTypeOf, isUploadExtension } from '@shared/media/file-types';
import { MESSAGES } from '@shared/messages';
import type { RequestContext } from '../kernel/context';
import { checkedDocument } from '../media';
import { binaryReply, type Reply } from '../platform/reply';
import { legalError } from './errors';
import { matterOr404 } from './records';

/** Where a matter's files are kept: `files/matters/<emis>/<caseID>/<name>`. */
const folderOf = (emis: string, caseId: string) => `files/matters/${emis}/${caseId}/`;

async function filesOf(ctx: RequestContext, caseId: string): Promise<MatterFile[]> {
  const prefix = folderOf(ctx.emis, caseId);
  const keys = await ctx.deps.blobs.list(prefix);
  return keys
    .map((key) => key.slice(prefix.length))
    .filter((name) => isPlainFileName(name))
    .map((name) => ({ name, extension: extensionOf(name) ?? '' }));
}

/** get-matter-files (new): the names of a matter's files. */
export async function matterFiles(ctx: RequestContext, caseId: string) {
  const matter = await matterOr404(ctx, caseId);
  return filesOf(ctx, matter.id);
}

/**
 * upload-matter-file (new): a document for the matter, checked as every document upload is
 * (allowed extension, size, content sniffed) and kept under a safe unique name.
 */
export async function uploadMatterFile(ctx: RequestContext, body: UploadMatterFileBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const { bytes, extension, contentType } = checkedDocument(body.filename, body.base64string);
  const name = uniqueName(body.filename, extension, 'file');
  await ctx.deps.blobs.put(`${folderOf(ctx.emis, matter.id)}${name}`, bytes, contentType);
  return {
    message: MESSAGES.fileUploaded,
    name,
    size: bytes.length,
    files: await filesOf(ctx, matter.id),
  };
}

/** The key of a matter's file, once the matter is the company's and the name a plain one. */
async function fileKey(ctx: RequestContext, body: MatterFileBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const extension = extensionOf(body.name);
  if (!isPlainFileName(body.name) || !isUploadExtension(extension)) throw legalError('noFile');
  return { matter, extension, key: `${folderOf(ctx.emis, matter.id)}${body.name}` };
}

/** download-matter-file (new): the file, as an attachment no shared cache keeps. */
export async function downloadMatterFile(
  ctx: RequestContext,
  body: MatterFileBody,
): Promise<Reply> {
  const { extension, key } = await fileKey(ctx, body);
  const blob = await ctx.deps.blobs.get(key);
  if (!blob) throw legalError('noFile');
  return binaryReply(blob.body, contentTypeOf(extension), {
    'content-disposition': `attachment; filename="${body.name}"`,
    'cache-control': 'private, no-store',
  });
}

/** delete-matter-file (new): removes one of the matter's files; answers the files left. */
export async function deleteMatterFile(ctx: RequestContext, body: MatterFileBody) {
  const { matter, key } = await fileKey(ctx, body);
  const keys = await ctx.deps.blobs.list(key);
  if (!keys.includes(key)) throw legalError('noFile');
  await ctx.deps.blobs.delete(key);
  return { status: 'success' as const, files: await filesOf(ctx, matter.id) };
}
