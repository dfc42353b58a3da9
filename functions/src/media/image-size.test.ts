import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le = (n: number, size: number) =>
  Array.from({ length: size }, (_, i) => (n >>> (8 * i)) & 255);

describe('imageSize', () => {
  it('reads a PNG width from its IHDR chunk', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n', u32be(13), 'IHDR', u32be(640), u32be(240), [8, 6]);
    expect(imageSize(png)).toEqual({ kind: 'png', width: 640 });
  });

  it('reads a JPEG width from its frame header, past other segments', () => {
    const app0 = [0xff, 0xe0, 0, 16, ...Array<number>(14).fill(0)];
    const sof2 = [0xff, 0xc2, 0, 17, 8, ...le(240, 2).reverse(), ...le(1024, 2).reverse(), 3];
    const jpeg = bytes([0xff, 0xd8], app0, sof2, Array<number>(12).fill(0));
    expect(imageSize(jpeg)).toEqual({ kind: 'jpg', width: 1024 });
    // A scan before any frame header: no width.
    expect(imageSize(bytes([0xff, 0xd8], app0, [0xff, 0xda, 0, 4, 0, 0], Array(12).fill(0)))).toBe(
      undefined,
    );
  });

  it('reads lossy, lossless and extended WebP widths', () => {
    const riff = (chunk: string, body: number[]) =>
      bytes('RIFF', le(4 + 8 + body.length, 4), 'WEBP', chunk, le(body.length, 4), body);
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le(640, 2), ...le(240, 2), 0, 0]);
    expect(imageSize(lossy)).toEqual({ kind: 'webp', width: 640 });
    const lossless = riff('VP8L', [0x2f, ...le(1023 | (383 << 14), 4), 0, 0, 0, 0, 0]);
    expect(imageSize(lossless)).toEqual({ kind: 'webp', width: 1024 });
    const extended = riff('VP8X', [0x10, 0, 0, 0, ...le(639, 3), ...le(239, 3), 0, 0]);
    expect(imageSize(extended)).toEqual({ kind: 'webp', width: 640 });
  });

  it('answers nothing for other content or a cut header', () => {
    expect(imageSize(bytes('GIF89a', Array(30).fill(0)))).toBe(undefined);
    expect(imageSize(bytes([0x89], 'PNG\r\n\x1a\n', u32be(13)))).toBe(undefined);
    expect(imageSize(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe(undefined);
    expect(imageSize(new Uint8Array())).toBe(undefined);
  });
});
