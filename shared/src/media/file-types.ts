/** What the first bytes of a file say it is (see `sniffFile`). */
export type FileKind = 'png' | 'jpeg' | 'ole2' | 'ooxml' | 'zip' | 'text' | 'binary';

/** Extensions the document upload accepts (core spec §9). */
export const UPLOAD_EXTENSIONS = [
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'png',
  'jpg',
  'jpeg',
  'txt',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** Kinds of spreadsheet template a company may offer for download. */
export const TEMPLATE_TYPES = ['xlsx', 'xls', 'csv'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

export type KnownExtension = UploadExtension | TemplateType;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Per extension: the content it must have and the Content-Type it is stored and served with. */
const TYPES: Record<KnownExtension, { kind: FileKind; contentType: string }> = {
  xls: { kind: 'ole2', contentType: 'application/vnd.ms-excel' },
  doc: { kind: 'ole2', contentType: 'application/msword' },
  ppt: { kind: 'ole2', contentType: 'application/vnd.ms-powerpoint' },
  xlsx: { kind: 'ooxml', contentType: XLSX },
  docx: { kind: 'ooxml', contentType: DOCX },
  pptx: { kind: 'ooxml', contentType: PPTX },
  png: { kind: 'png', contentType: 'image/png' },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  csv: { kind: 'text', contentType: 'text/csv; charset=utf-8' },
};

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

export const isUploadExtension = (value: string | undefined): value is UploadExtension =>
  isOneOf(UPLOAD_EXTENSIONS, value);
export const isTemplateType = (value: string | undefined): value is TemplateType =>
  isOneOf(TEMPLATE_TYPES, value);
export const isImageExtension = (value: string | undefined): value is ImageExtension =>
  isOneOf(IMAGE_EXTENSIONS, value);

/** The Content-Type a file of this extension is stored and served with. */
export function contentTypeOf(extension: KnownExtension): string {
  return TYPES[extension].contentType;
}

/** Whether sniffed content is what the extension promises (a renamed file is not). */
export function contentMatches(extension: KnownExtension, kind: FileKind): boolean {
  return TYPES[extension].kind === kind;
}
