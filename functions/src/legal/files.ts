import type { MatterFileBody, UploadMatterFileBody } from '@shared/legal/schemas';
import { MESSAGES } from '@shared/messages';
import type { RequestContext } from '../kernel/context';
import { recordFiles } from '../media';
import type { Reply } from '../platform/reply';
import { legalError } from './errors';
import { matterOr404 } from './records';

/** Where a matter's files are kept: `files/matters/<emis>/<caseID>/<name>`. */
const files = recordFiles('matters');

/** get-matter-files (new): the names of a matter's files. */
export async function matterFiles(ctx: RequestContext, caseId: string) {
  const matter = await matterOr404(ctx, caseId);
  return files.list(ctx, matter.id);
}

/**
 * upload-matter-file (new): a document for the matter, checked as every document upload is
 * (allowed extension, size, content sniffed) and kept under a safe unique name.
 */
export async function uploadMatterFile(ctx: RequestContext, body: UploadMatterFileBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const { name, size } = await files.put(ctx, matter.id, body.filename, body.base64string);
  return { message: MESSAGES.fileUploaded, name, size, files: await files.list(ctx, matter.id) };
}

/** download-matter-file (new): the file, as an attachment no shared cache keeps. */
export async function downloadMatterFile(
  ctx: RequestContext,
  body: MatterFileBody,
): Promise<Reply> {
  const matter = await matterOr404(ctx, body.caseID);
  const reply = await files.get(ctx, matter.id, body.name);
  if (!reply) throw legalError('noFile');
  return reply;
}

/** delete-matter-file (new): removes one of the matter's files; answers the files left. */
export async function deleteMatterFile(ctx: RequestContext, body: MatterFileBody) {
  const matter = await matterOr404(ctx, body.caseID);
  if (!(await files.remove(ctx, matter.id, body.name))) throw legalError('noFile');
  return { status: 'success' as const, files: await files.list(ctx, matter.id) };
}
