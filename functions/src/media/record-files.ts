import { contentTypeOf, isUploadExtension } from '@shared/media/file-types';
import { extensionOf, isPlainFileName, uniqueName } from '@shared/media/safe-name';
import type { RequestContext } from '../kernel/context';
import { binaryReply, type Reply } from '../platform/reply';
import { checkedDocument } from './service';

/** A record's file as the lists show it. */
export type RecordFile = { name: string; extension: string };

/**
 * The documents kept with the records of one kind (a matter, an expense): under
 * `files/<area>/<emis>/<recordId>/<name>`. The caller checks first that the record is the
 * company's; a name that is not a plain file name of the allowlist, or no such file, answers
 * `undefined` / `false` so the domain can answer with its own "no such file".
 */
export function recordFiles(area: string) {
  const folderOf = (ctx: RequestContext, recordId: string) =>
    `files/${area}/${ctx.emis}/${recordId}/`;

  const keyOf = (ctx: RequestContext, recordId: string, name: string) => {
    const extension = extensionOf(name);
    if (!isPlainFileName(name) || !isUploadExtension(extension)) return undefined;
    return { extension, key: `${folderOf(ctx, recordId)}${name}` };
  };

  async function list(ctx: RequestContext, recordId: string): Promise<RecordFile[]> {
    const prefix = folderOf(ctx, recordId);
    const keys = await ctx.deps.blobs.list(prefix);
    return keys
      .map((key) => key.slice(prefix.length))
      .filter((name) => isPlainFileName(name))
      .map((name) => ({ name, extension: extensionOf(name) ?? '' }));
  }

  /** Checked as every document upload is (allowlist, size, sniffed content), kept under a safe unique name. */
  async function put(ctx: RequestContext, recordId: string, filename: string, base64: string) {
    const { bytes, extension, contentType } = checkedDocument(filename, base64);
    const name = uniqueName(filename, extension, 'file');
    await ctx.deps.blobs.put(`${folderOf(ctx, recordId)}${name}`, bytes, contentType);
    return { name, size: bytes.length };
  }

  /** The file as an attachment no shared cache keeps; `undefined` when there is none. */
  async function get(
    ctx: RequestContext,
    recordId: string,
    name: string,
  ): Promise<Reply | undefined> {
    const found = keyOf(ctx, recordId, name);
    if (!found) return undefined;
    const blob = await ctx.deps.blobs.get(found.key);
    if (!blob) return undefined;
    // `name` passed the plain-file-name check, so it is safe inside the quotes.
    return binaryReply(blob.body, contentTypeOf(found.extension), {
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    });
  }

  /** Removes the file; `false` when there is none. */
  async function remove(ctx: RequestContext, recordId: string, name: string): Promise<boolean> {
    const found = keyOf(ctx, recordId, name);
    if (!found) return false;
    if (!(await ctx.deps.blobs.list(found.key)).includes(found.key)) return false;
    await ctx.deps.blobs.delete(found.key);
    return true;
  }

  /** Removes every file of the record (when the record itself is deleted). */
  async function removeAll(ctx: RequestContext, recordId: string): Promise<number> {
    const keys = await ctx.deps.blobs.list(folderOf(ctx, recordId));
    for (const key of keys) await ctx.deps.blobs.delete(key);
    return keys.length;
  }

  return { list, put, get, remove, removeAll };
}
