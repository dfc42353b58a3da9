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
});
