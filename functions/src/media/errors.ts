import { MAX_VARIANT_BYTES } from '@shared/media/variants';
import { MESSAGES } from '@shared/messages';
import { errorVocabulary } from '../platform/errors';

export const mediaError = errorVocabulary<
  | 'specifyFileType'
  | 'notBase64'
  | 'tooLarge'
  | 'notAnImage'
  | 'imageExtension'
  | 'extensionMismatch'
  | 'contentMismatch'
  | 'noSuchImage'
  | 'noSuchTemplate'
  | 'noSuchSchool'
  | 'variantNotBase64'
  | 'variantTooLarge'
  | 'variantNotAnImage'
  | 'variantWidth'
  | 'variantTooWide'
>({
  specifyFileType: { status: 400, message: MESSAGES.specifyFileType },
  notBase64: { status: 400, message: 'The file must be sent as base64 or a base64 data URL' },
  tooLarge: { status: 413, message: 'The file is too large: at most 4 MB may be uploaded' },
  notAnImage: { status: 400, message: 'The file is not a PNG or JPEG image' },
  imageExtension: {
    status: 400,
    message: 'An image name may end only in .png, .jpg or .jpeg (or have no extension)',
  },
  extensionMismatch: {
    status: 400,
    message: "The image name's extension does not match the image (PNG or JPEG)",
  },
  contentMismatch: { status: 400, message: "The file's content does not match its extension" },
  // Another company's image, template or id answers exactly as a missing one.
  noSuchImage: { status: 404, message: 'No such image' },
  noSuchTemplate: { status: 404, message: 'No such template' },
  noSuchSchool: { status: 404, message: 'No such school' },
  // The narrower copies an upload may carry (issue 26): a 400 names the copy, never the image.
  variantNotBase64: {
    status: 400,
    message: 'variants: each file must be sent as base64 or a base64 data URL',
  },
  variantTooLarge: {
    status: 400,
    message: `variants: each file may be at most ${MAX_VARIANT_BYTES / 1024} KB`,
  },
  variantNotAnImage: {
    status: 400,
    message: 'variants: each file must be a PNG, JPEG or WebP image',
  },
  variantWidth: { status: 400, message: "variants: a width does not match its image's width" },
  variantTooWide: { status: 400, message: 'variants: each must be narrower than the image' },
});
