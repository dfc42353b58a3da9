import { describe, expect, it } from 'vitest';
import { contentMatches } from './file-types';
import { sniffFile } from './sniff';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46);
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const ZIP_HEADER = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0);

describe('sniffFile', () => {
  it('knows images by their magic bytes', () => {
    expect(sniffFile(PNG)).toBe('png');
    expect(sniffFile(JPEG)).toBe('jpeg');
  });

  it('does not take a renamed program or a GIF for an image', () => {
    expect(sniffFile(concat(text('MZ'), bytes(0x90, 0, 3, 0)))).toBe('binary');
    expect(sniffFile(concat(text('GIF89a'), bytes(1, 0, 1, 0, 0x80)))).toBe('binary');
    // A truncated signature is not a PNG.
    expect(sniffFile(PNG.subarray(0, 4))).toBe('binary');
  });

  it('tells an Office Open XML package from any other zip', () => {
    expect(sniffFile(concat(ZIP_HEADER, text('[Content_Types].xml<Types/>')))).toBe('ooxml');
    expect(sniffFile(concat(ZIP_HEADER, text('readme.txt hello')))).toBe('zip');
    expect(sniffFile(OLE2)).toBe('ole2');
  });

  it('takes UTF-8 without NUL bytes as text', () => {
    expect(sniffFile(text('name,surname\nThandi,Mokoena — café\n'))).toBe('text');
    expect(sniffFile(text('a\u0000b'))).toBe('binary');
    expect(sniffFile(bytes(0x61, 0xc3, 0x28))).toBe('binary');
    expect(sniffFile(new Uint8Array())).toBe('binary');
  });
});

describe('contentMatches', () => {
  it('holds each extension to its content', () => {
    expect(contentMatches('docx', 'ooxml')).toBe(true);
    expect(contentMatches('xlsx', 'zip')).toBe(false);
    expect(contentMatches('xls', 'ole2')).toBe(true);
    expect(contentMatches('jpg', 'png')).toBe(false);
    expect(contentMatches('jpeg', 'jpeg')).toBe(true);
    expect(contentMatches('txt', 'text')).toBe(true);
    expect(contentMatches('csv', 'binary')).toBe(false);
  });
});
