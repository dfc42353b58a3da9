import * as z from 'zod';
import { IMAGE_FOLDER_NAMES, type ImageFolder } from '../company/folders';
import { MESSAGES } from '../messages';
import type { SiteImage } from '../site/site-data';
import { emisCode, optionalText, requiredText } from '../validation/fields';
import { TEMPLATE_TYPES, UPLOAD_EXTENSIONS, isUploadExtension } from './file-types';
import { extensionOf, isPlainFileName } from './safe-name';
import { MAX_VARIANT_WIDTH, MAX_VARIANTS } from './variants';

const required = MESSAGES.specifyFileType;
const missing = (input: unknown) => input === undefined || input === null || input === '';

const folderChoice = `folder must be one of ${IMAGE_FOLDER_NAMES.join(', ')}`;

/** One of the six Manage Images folders; `whenMissing` is the message for no folder at all. */
function imageFolder(whenMissing: string) {
  return z.enum(IMAGE_FOLDER_NAMES as [ImageFolder, ...ImageFolder[]], {
    error: (issue) => (missing(issue.input) ? whenMissing : folderChoice),
  });
}

/** The file as base64 or a data URL; its size and content are checked once decoded. */
const fileData = z.string({ error: required }).min(1, required);

const variantWidth = `variants: a width must be a whole number of pixels from 1 to ${MAX_VARIANT_WIDTH}`;

/**
 * Narrower copies of the image the uploader's browser made (issue 26: responsive banners), each
 * with its width in pixels; optional, so every older client's body stays valid.
 */
const imageVariants = z
  .array(
    z.object(
      {
        width: z
          .number({ error: variantWidth })
          .int(variantWidth)
          .min(1, variantWidth)
          .max(MAX_VARIANT_WIDTH, variantWidth),
        file: z
          .string({ error: 'variants: each needs its file' })
          .min(1, 'variants: each needs its file'),
      },
      { error: 'variants: each must be { width, file }' },
    ),
    { error: 'variants must be a list of { width, file }' },
  )
  .max(MAX_VARIANTS, `variants: at most ${MAX_VARIANTS} may be sent`)
  .refine(
    (list) => new Set(list.map((v) => v.width)).size === list.length,
    'variants: each width may be sent once',
  )
  .optional();
export type ImageVariantInput = NonNullable<z.infer<typeof imageVariants>>[number];

/** An image of a folder, as the image routes list them. */
export type MediaImage = SiteImage;

export const imageFolderBody = z.object({ folder: imageFolder(folderChoice) });
export type ImageFolderBody = z.infer<typeof imageFolderBody>;

export const uploadImageBody = z.object({
  image64: fileData,
  name: requiredText(required, 200),
  folder: imageFolder(required),
  // The old product's school filed class photos by class; Kantoor has no classes yet, so the
  // field is accepted (the old screen sends it) and ignored.
  selectedClass: optionalText(100).nullable(),
  variants: imageVariants,
});
export type UploadImageBody = z.infer<typeof uploadImageBody>;

export const replaceImageBody = z.object({
  image64: fileData,
  folder: imageFolder(required),
  oldName: requiredText('Select the image to replace', 200),
  newName: requiredText(required, 200),
  variants: imageVariants,
});
export type ReplaceImageBody = z.infer<typeof replaceImageBody>;

export const deleteImageBody = z.object({
  image: requiredText('Select the image to delete', 200).refine(
    isPlainFileName,
    'image must be a plain file name',
  ),
  folder: imageFolder(folderChoice),
});
export type DeleteImageBody = z.infer<typeof deleteImageBody>;

const uploadExtensions = `Only ${UPLOAD_EXTENSIONS.join(', ')} files may be uploaded`;

export const uploadFileBody = z.object({
  base64string: fileData,
  filename: requiredText(required, 200).refine(
    (name) => isUploadExtension(extensionOf(name)),
    uploadExtensions,
  ),
  folder: requiredText(required, 40).regex(
    /^[a-z0-9_-]{1,40}$/,
    'folder may hold only a-z, 0-9, _ and -',
  ),
});
export type UploadFileBody = z.infer<typeof uploadFileBody>;

export type UploadFileReply = { message: string; name: string; folder: string; size: number };

export const uploadExcelTemplateBody = z.object({
  file: fileData,
  name: requiredText(required, 200),
  type: requiredText(required, 10)
    .toLowerCase()
    .pipe(z.enum(TEMPLATE_TYPES, { error: `type must be one of ${TEMPLATE_TYPES.join(', ')}` })),
});
export type UploadExcelTemplateBody = z.infer<typeof uploadExcelTemplateBody>;

export type UploadExcelTemplateReply = { message: string; name: string };

export const logosForSchoolBody = z.object({
  folder: imageFolder(folderChoice),
  // An empty emis is the old screen's "this company".
  emis: z.union([z.literal(''), emisCode]).optional(),
});
export type LogosForSchoolBody = z.infer<typeof logosForSchoolBody>;
