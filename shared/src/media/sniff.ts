import type { FileKind } from './file-types';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
// Every Office Open XML package (xlsx, docx, pptx) names this part; zip file names are stored
// uncompressed, so it can be found in the bytes without unzipping.
const OOXML_PART = new TextEncoder().encode('[Content_Types].xml');

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0];
  let at = bytes.indexOf(first ?? 0);
  while (at !== -1 && at + needle.length <= bytes.length) {
    let i = 1;
    while (i < needle.length && bytes[at + i] === needle[i]) i += 1;
    if (i === needle.length) return true;
    at = bytes.indexOf(first ?? 0, at + 1);
  }
  return false;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a file really is, from its content: PNG, JPEG, an OLE2 compound file (xls, doc, ppt),
 * an Office Open XML package (xlsx, docx, pptx), another zip, UTF-8 text without NUL bytes,
 * or anything else (`binary`). A file name's extension proves nothing; this does the checking.
 */
export function sniffFile(bytes: Uint8Array): FileKind {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, OLE2)) return 'ole2';
  if (startsWith(bytes, ZIP)) return contains(bytes, OOXML_PART) ? 'ooxml' : 'zip';
  if (bytes.length > 0 && isUtf8Text(bytes)) return 'text';
  return 'binary';
}
