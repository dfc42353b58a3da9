/** An image format a narrower copy may be stored in, and its stored extension. */
export type VariantKind = 'png' | 'jpg' | 'webp';

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);

function pngWidth(b: Uint8Array): number | undefined {
  // The signature, then the IHDR chunk, whose first field is the width.
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return undefined;
  return u32be(b, 16);
}

// Start-of-frame markers (baseline, progressive, ...): not DHT (C4), JPG (C8) or DAC (CC).
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegWidth(b: Uint8Array): number | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (SOF.has(marker)) return u16be(b, at + 7);
    if (marker === 0xd9 || marker === 0xda) return undefined; // end or scan before any frame
    at += 2 + u16be(b, at + 2);
  }
  return undefined;
}

function webpWidth(b: Uint8Array): number | undefined {
  if (b.length < 30) return undefined;
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return u16le(b, 26) & 0x3fff;
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) return (u16le(b, 21) & 0x3fff) + 1;
  if (ascii(b, 12, 'VP8X')) return u24le(b, 24) + 1;
  return undefined;
}

/**
 * The format and pixel width of a PNG, JPEG or WebP image, read from its header (no image
 * library: the Lambda stays light); undefined for anything else or a header that is cut short.
 */
export function imageSize(bytes: Uint8Array): { kind: VariantKind; width: number } | undefined {
  let kind: VariantKind | undefined;
  let width: number | undefined;
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) {
    kind = 'png';
    width = pngWidth(bytes);
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    kind = 'jpg';
    width = jpegWidth(bytes);
  } else if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) {
    kind = 'webp';
    width = webpWidth(bytes);
  }
  return kind && width ? { kind, width } : undefined;
}
