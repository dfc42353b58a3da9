import { siteChanged } from '../kernel/site-cache';
import type { ImageFolder } from '@shared/company/folders';
import {
  contentMatches,
  contentTypeOf,
  isImageExtension,
  isTemplateType,
  isUploadExtension,
  type FileKind,
} from '@shared/media/file-types';
import { extensionOf, isPlainFileName, nameSlug, uniqueName } from '@shared/media/safe-name';
import type {
  DeleteImageBody,
  ImageVariantInput,
  ImageFolderBody,
  LogosForSchoolBody,
  MediaImage,
  ReplaceImageBody,
  UploadExcelTemplateBody,
  UploadExcelTemplateReply,
  UploadFileBody,
  UploadFileReply,
  UploadImageBody,
} from '@shared/media/schemas';
import { sniffFile } from '@shared/media/sniff';
import {
  MAX_VARIANT_BYTES,
  imageStem,
  parseVariantPath,
  variantPath,
} from '@shared/media/variants';
import { MESSAGES } from '@shared/messages';
import type { RequestContext } from '../kernel/context';
import type { Deps } from '../platform/deps';
import { binaryReply, type Reply } from '../platform/reply';
import { UPLOAD_MAX_BYTES } from '../platform/route-spec';
import { folderImages } from '../site';
import { decodeBase64File } from './decode';
import { mediaError } from './errors';
import { imageSize, type VariantKind } from './image-size';

const imageKey = (folder: ImageFolder, emis: string, name: string) =>
  `images/${folder}/${emis}/${name}`;

/** Decoded upload bytes: refused when not base64, empty or over the size limit. */
function readUpload(data: string): Uint8Array {
  const bytes = decodeBase64File(data);
  if (!bytes) throw mediaError('notBase64');
  if (bytes.length === 0) throw mediaError('specifyFileType');
  if (bytes.length > UPLOAD_MAX_BYTES) throw mediaError('tooLarge');
  return bytes;
}

const IMAGE_KINDS: Partial<Record<FileKind, 'png' | 'jpg'>> = { png: 'png', jpeg: 'jpg' };

/**
 * Checks an image upload (size, real PNG/JPEG content, an extension in the name that agrees)
 * and its narrower copies, then stores them all under a safe, unique name (the copies in
 * `w{width}/` subfolders). Nothing is written unless every check passes.
 */
async function storeImage(
  deps: Deps,
  emis: string,
  folder: ImageFolder,
  name: string,
  data: string,
  variants: readonly ImageVariantInput[] = [],
): Promise<string> {
  const bytes = readUpload(data);
  const kind = sniffFile(bytes);
  const extension = IMAGE_KINDS[kind];
  if (!extension) throw mediaError('notAnImage');
  const given = extensionOf(name);
  if (given !== undefined) {
    if (!isImageExtension(given)) throw mediaError('imageExtension');
    if (!contentMatches(given, kind)) throw mediaError('extensionMismatch');
  }
  const copies = checkedVariants(variants, imageSize(bytes)?.width);
  // 36^6 suffixes per name: a clash is too unlikely to be worth a conditional write.
  const stored = uniqueName(name, extension, 'image');
  // S3 serves images/* to browsers directly, with the Content-Type stored here.
  await deps.blobs.put(imageKey(folder, emis, stored), bytes, contentTypeOf(extension));
  for (const copy of copies) {
    await deps.blobs.put(
      imageKey(folder, emis, variantPath(stored, copy.width, copy.kind)),
      copy.bytes,
      VARIANT_TYPES[copy.kind],
    );
  }
  return stored;
}

const VARIANT_TYPES: Record<VariantKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * The narrower copies decoded and checked: each a real PNG, JPEG or WebP as wide as it says,
 * narrower than the original (when its width can be read) and within the copies' size limit.
 */
function checkedVariants(variants: readonly ImageVariantInput[], originalWidth?: number) {
  return variants.map(({ width, file }) => {
    const bytes = decodeBase64File(file);
    if (!bytes || bytes.length === 0) throw mediaError('variantNotBase64');
    if (bytes.length > MAX_VARIANT_BYTES) throw mediaError('variantTooLarge');
    const size = imageSize(bytes);
    if (!size) throw mediaError('variantNotAnImage');
    if (size.width !== width) throw mediaError('variantWidth');
    if (originalWidth !== undefined && width >= originalWidth) throw mediaError('variantTooWide');
    return { width, kind: size.kind, bytes };
  });
}

/** The keys of an image's narrower copies, from one listing of its folder. */
async function variantKeys(deps: Deps, emis: string, folder: ImageFolder, name: string) {
  const prefix = imageKey(folder, emis, '');
  const stem = imageStem(name);
  return (await deps.blobs.list(prefix)).filter((key) => {
    const variant = parseVariantPath(key.slice(prefix.length));
    return variant !== undefined && imageStem(variant.name) === stem;
  });
}

/** Deletes an image and its narrower copies. */
async function removeImage(deps: Deps, emis: string, folder: ImageFolder, name: string) {
  const copies = await variantKeys(deps, emis, folder, name);
  await deps.blobs.delete(imageKey(folder, emis, name));
  for (const key of copies) await deps.blobs.delete(key);
}

async function imageExists(deps: Deps, emis: string, folder: ImageFolder, name: string) {
  if (!isPlainFileName(name)) return false;
  const key = imageKey(folder, emis, name);
  return (await deps.blobs.list(key)).includes(key);
}

/** The images of one of the caller's company's folders. */
export function listImages(ctx: RequestContext, body: ImageFolderBody): Promise<MediaImage[]> {
  return folderImages(ctx.deps, ctx.emis, body.folder);
}

/** Stores a new image; replies the folder's images so the screen can refresh its grid. */
export async function uploadImage(
  ctx: RequestContext,
  body: UploadImageBody,
): Promise<MediaImage[]> {
  const { deps, emis } = ctx;
  await storeImage(deps, emis, body.folder, body.name, body.image64, body.variants);
  siteChanged(ctx);
  return folderImages(deps, emis, body.folder);
}

/** Stores the new image, then removes the old one, which must be this company's. */
export async function replaceImage(
  ctx: RequestContext,
  body: ReplaceImageBody,
): Promise<MediaImage[]> {
  const { deps, emis } = ctx;
  if (!(await imageExists(deps, emis, body.folder, body.oldName))) throw mediaError('noSuchImage');
  await storeImage(deps, emis, body.folder, body.newName, body.image64, body.variants);
  await removeImage(deps, emis, body.folder, body.oldName);
  siteChanged(ctx);
  return folderImages(deps, emis, body.folder);
}

export async function deleteImage(
  ctx: RequestContext,
  body: DeleteImageBody,
): Promise<MediaImage[]> {
  const { deps, emis } = ctx;
  if (!(await imageExists(deps, emis, body.folder, body.image))) throw mediaError('noSuchImage');
  await removeImage(deps, emis, body.folder, body.image);
  siteChanged(ctx);
  return folderImages(deps, emis, body.folder);
}

/**
 * A document's bytes checked: an extension of the allowlist (core spec §9) in its name, base64
 * within the size limit, and content that is what the extension promises. Answers the bytes,
 * the extension and the stored name's Content-Type; throws the media error otherwise.
 */
export function checkedDocument(filename: string, base64: string) {
  const extension = extensionOf(filename);
  const bytes = readUpload(base64);
  if (!extension || !isUploadExtension(extension) || !contentMatches(extension, sniffFile(bytes)))
    throw mediaError('contentMismatch');
  return { bytes, extension, contentType: contentTypeOf(extension) };
}

/** A document upload: extension from the allowlist (checked by the schema) and content to match. */
export async function uploadFile(
  ctx: RequestContext,
  body: UploadFileBody,
): Promise<UploadFileReply> {
  const { bytes, extension, contentType } = checkedDocument(body.filename, body.base64string);
  const name = uniqueName(body.filename, extension, 'file');
  await ctx.deps.blobs.put(`files/${body.folder}/${ctx.emis}/${name}`, bytes, contentType);
  return { message: MESSAGES.fileUploaded, name, folder: body.folder, size: bytes.length };
}

/**
 * A spreadsheet template the company offers for download. Templates are addressed by name, so
 * the stored name has no random suffix and a second upload of the same name replaces the first.
 */
export async function uploadExcelTemplate(
  ctx: RequestContext,
  body: UploadExcelTemplateBody,
): Promise<UploadExcelTemplateReply> {
  const bytes = readUpload(body.file);
  if (!contentMatches(body.type, sniffFile(bytes))) throw mediaError('contentMismatch');
  const name = `${nameSlug(body.name, 'template')}.${body.type}`;
  await ctx.deps.blobs.put(`excel_templates/${ctx.emis}/${name}`, bytes, contentTypeOf(body.type));
  return { message: MESSAGES.fileUploaded, name };
}

/**
 * The caller's company's template of that name, as a download (with the Content-Type it is
 * served with) that no shared cache keeps.
 */
export async function excelTemplate(ctx: RequestContext, name: string): Promise<Reply> {
  const type = extensionOf(name);
  if (!isPlainFileName(name) || !isTemplateType(type)) throw mediaError('noSuchTemplate');
  const blob = await ctx.deps.blobs.get(`excel_templates/${ctx.emis}/${name}`);
  if (!blob) throw mediaError('noSuchTemplate');
  // `name` passed the plain-file-name check, so it is safe inside the quotes.
  return binaryReply(blob.body, contentTypeOf(type), {
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  });
}

/** A folder of the caller's own company; naming another company answers as a missing one. */
export function logosForSchool(
  ctx: RequestContext,
  body: LogosForSchoolBody,
): Promise<MediaImage[]> {
  if (body.emis && body.emis !== ctx.emis) throw mediaError('noSuchSchool');
  return folderImages(ctx.deps, ctx.emis, body.folder);
}
