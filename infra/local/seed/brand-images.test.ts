import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './brand-images';

/** The IHDR fields and the inflated IDAT of a PNG (one IDAT chunk, as encodePng writes). */
function readPng(png: Uint8Array) {
  const view = Buffer.from(png);
  expect(view.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(view.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const idat = view.indexOf('IDAT');
  const length = view.readUInt32BE(idat - 4);
  return {
    width: view.readUInt32BE(16),
    height: view.readUInt32BE(20),
    colourType: view[25],
    raw: inflateSync(view.subarray(idat + 4, idat + 4 + length)),
  };
}

/** Undoes the rows' filters: the pixels as written (`channels` bytes each). */
function unfilter(raw: Buffer, width: number, height: number, channels: number) {
  const stride = width * channels;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const type = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? out[y * stride + i - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? out[(y - 1) * stride + i - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][type!]!;
      out[y * stride + i] = (x + predicted) & 0xff;
    }
  }
  return out;
}

const picture = (width: number, height: number, alpha: (i: number) => number) =>
  Uint8Array.from({ length: width * height * 4 }, (_, i) =>
    i % 4 === 3 ? alpha(i >> 2) : (i * 37 + (i >> 5)) & 0xff,
  );

describe('the seed’s PNG encoder', () => {
  it('writes an opaque picture as RGB, every pixel as given', () => {
    const rgba = picture(7, 5, () => 255);
    const png = readPng(encodePng(7, 5, rgba));
    expect([png.width, png.height, png.colourType]).toEqual([7, 5, 2]);
    expect([...unfilter(png.raw, 7, 5, 3)]).toEqual([...rgba.filter((_, i) => i % 4 !== 3)]);
  });

  it('keeps the alpha channel of a picture that has transparency', () => {
    const rgba = picture(6, 4, (pixel) => (pixel % 3 === 0 ? 0 : 255));
    const png = readPng(encodePng(6, 4, rgba));
    expect(png.colourType).toBe(6);
    expect([...unfilter(png.raw, 6, 4, 4)]).toEqual([...rgba]);
  });

  it('chooses among the row filters and every one decodes to the pixels given', () => {
    // Rows of different kinds: flat, a horizontal ramp, a vertical ramp, noise, a diagonal.
    const width = 48;
    const height = 40;
    const rgba = new Uint8Array(width * height * 4);
    let seed = 7;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const kind = Math.floor(y / 8);
        const value = [200, x * 5, y * 6, seed & 0xff, (x + y) * 3][kind]! & 0xff;
        rgba.set([value, (value * 3) & 0xff, 255 - value, 255], (y * width + x) * 4);
      }
    const png = readPng(encodePng(width, height, rgba));
    const types = new Set(Array.from({ length: height }, (_, y) => png.raw[y * (width * 3 + 1)]));
    expect(types.size).toBeGreaterThanOrEqual(3);
    expect([...unfilter(png.raw, width, height, 3)]).toEqual([
      ...rgba.filter((_, i) => i % 4 !== 3),
    ]);
  });
});
