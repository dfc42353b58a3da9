import { deflateSync } from 'node:zlib';

/** An sRGB colour with channels 0..255. */
type Rgb = [number, number, number];

// --- PNG encoding -------------------------------------------------------------------------

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  const table = crcTable;
  let crc = 0xffffffff;
  for (let i = start; i < end; i += 1) crc = table[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  // The CRC covers the chunk type and data, not the length.
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/** One PNG row under filter `type` (None, Sub, Up, Average, Paeth), written into `into`. */
function filterRow(
  type: number,
  row: Uint8Array,
  above: Uint8Array,
  channels: number,
  into: Uint8Array,
): void {
  const n = row.length;
  let i = 0;
  if (type === 0) into.set(row);
  else if (type === 1) {
    for (; i < channels; i += 1) into[i] = row[i] as number;
    for (; i < n; i += 1) into[i] = ((row[i] as number) - (row[i - channels] as number)) & 0xff;
  } else if (type === 2) {
    for (; i < n; i += 1) into[i] = ((row[i] as number) - (above[i] as number)) & 0xff;
  } else if (type === 3) {
    for (; i < channels; i += 1)
      into[i] = ((row[i] as number) - ((above[i] as number) >> 1)) & 0xff;
    for (; i < n; i += 1)
      into[i] =
        ((row[i] as number) - (((row[i - channels] as number) + (above[i] as number)) >> 1)) & 0xff;
  } else {
    for (; i < channels; i += 1) into[i] = ((row[i] as number) - (above[i] as number)) & 0xff;
    for (; i < n; i += 1) {
      const a = row[i - channels] as number;
      const b = above[i] as number;
      const c = above[i - channels] as number;
      const p = a + b - c;
      const pa = p > a ? p - a : a - p;
      const pb = p > b ? p - b : b - p;
      const pc = p > c ? p - c : c - p;
      into[i] = ((row[i] as number) - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
    }
  }
}

/** The sum of a filtered row's bytes as signed values, counted until it reaches `limit`. */
function rowScore(filtered: Uint8Array, limit: number): number {
  let score = 0;
  for (let i = 0; i < filtered.length && score < limit; i += 1) {
    const value = filtered[i] as number;
    score += value < 128 ? value : 256 - value;
  }
  return score;
}

/** The RGB bytes of an RGBA picture. */
function rgbOf(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i] as number;
    rgb[j + 1] = rgba[i + 1] as number;
    rgb[j + 2] = rgba[i + 2] as number;
  }
  return rgb;
}

/**
 * The demo pictures' deflate level: 7. A cold seed paints 48 of them (a fresh clone's `npm test`
 * does, beside the typecheck, lint and build): at 9 deflate took 7.3 of its 11.2 CPU-seconds,
 * and the banners 4.9 s of it; at 7 they all take 4.7 s, for 10% more bytes (2.44 MB against
 * 2.22; the 1280-px banner 98 KB against 89).
 */
const DEMO_LEVEL = 7;

/** Encodes RGBA pixels (row-major, 4 bytes a pixel) as an 8-bit truecolour-with-alpha PNG. */
export function encodePng(
  width: number,
  height: number,
  rgba: Uint8Array,
  level = DEMO_LEVEL,
): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`Invalid PNG size ${width}x${height}`);
  }
  if (rgba.length !== width * 4 * height)
    throw new Error(`Expected ${width * 4 * height} RGBA bytes, got ${rgba.length}`);
  // An opaque picture (a banner) is written as RGB: a quarter less to compress and download.
  let opaque = true;
  for (let i = 3; i < rgba.length && opaque; i += 4) opaque = rgba[i] === 255;
  const channels = opaque ? 3 : 4;
  const pixels = opaque ? rgbOf(rgba) : rgba;
  const stride = width * channels;

  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = opaque ? 2 : 6; // colour type: RGB or RGBA
  // compression, filter method and interlace stay 0

  // Each row gets the filter (None, Sub, Up, Average, Paeth) whose output has the smallest sum
  // of absolute values, the usual heuristic: gradients then deflate to a fraction of their size,
  // which keeps the hero banner light for the page's first paint.
  const raw = new Uint8Array((stride + 1) * height);
  const zero = new Uint8Array(stride);
  const scratch = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : zero;
    // Each filter in a loop of its own, scored until it is known to lose (a cold seed paints 48
    // pictures; a loop asking which filter for every byte took 4 of its 14 CPU-seconds).
    let best = 0;
    let bestScore = Infinity;
    for (let type = 0; type < 5; type += 1) {
      filterRow(type, row, above, channels, scratch);
      const score = rowScore(scratch, bestScore);
      if (score < bestScore) {
        bestScore = score;
        best = type;
      }
    }
    raw[y * (stride + 1)] = best;
    filterRow(
      best,
      row,
      above,
      channels,
      raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)),
    );
  }
  const idat = new Uint8Array(deflateSync(raw, { level }));

  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// --- Colour helpers -----------------------------------------------------------------------

function parseHex(colour: string): Rgb {
  const hex = colour.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full))
    throw new Error(`Expected a colour like #1e3a8a, got "${colour}"`);
  return [
    parseInt(full.slice(0, 2), 16),
    parseInt(full.slice(2, 4), 16),
    parseInt(full.slice(4, 6), 16),
  ];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

// OKLCH interpolation keeps the middle of a gradient between, say, navy and amber vivid
// instead of the grey-brown a plain sRGB mix gives.
type Lch = [number, number, number];

function toLinear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function fromLinear(v: number): number {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.max(0, v) ** (1 / 2.4) - 0.055;
  return clamp01(c) * 255;
}

function toOklch([r8, g8, b8]: Rgb): Lch {
  const r = toLinear(r8);
  const g = toLinear(g8);
  const b = toLinear(b8);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(A, B), Math.atan2(B, A)];
}

function fromOklch([L, C, h]: Lch): Rgb {
  const A = C * Math.cos(h);
  const B = C * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** `steps` colours from a to b, interpolated in OKLCH along the shorter way round the hue circle. */
function gradient(a: Rgb, b: Rgb, steps = 512): Rgb[] {
  const [l1, c1, h1raw] = toOklch(a);
  const [l2, c2, h2raw] = toOklch(b);
  // A near-grey end has no meaningful hue: borrow the other end's.
  const h1 = c1 < 0.02 ? h2raw : h1raw;
  const h2 = c2 < 0.02 ? h1raw : h2raw;
  let dh = h2 - h1;
  if (dh > Math.PI) dh -= 2 * Math.PI;
  if (dh < -Math.PI) dh += 2 * Math.PI;
  const out: Rgb[] = [];
  for (let i = 0; i < steps; i += 1) {
    const t = i / (steps - 1);
    out.push(fromOklch([l1 + (l2 - l1) * t, c1 + (c2 - c1) * t, h1 + dh * t]));
  }
  return out;
}

function sample(lut: Rgb[], t: number): Rgb {
  return lut[Math.round(clamp01(t) * (lut.length - 1))]!;
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** Rounds a channel to 0..255; a bare Uint8Array store would wrap 256 round to 0. */
function byte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
}

function smoothstep(t: number): number {
  const c = clamp01(t);
  return c * c * (3 - 2 * c);
}

/** Small deterministic PRNG (mulberry32) so each seed always draws the same picture. */
function random(seed: number): () => number {
  let a = (seed * 0x9e3779b1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// (Off by default: noise defeats PNG compression, and the hero lays a dark overlay on top.)
// 4x4 Bayer matrix, scaled to +-0.5 of a level: hides banding in wide gradients and, being
// periodic, costs far less PNG size than random noise.
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map(
  (v) => (v + 0.5) / 16 - 0.5,
);

/** Coverage 0..1 of a soft-edged shape at a pixel centre; `box` bounds where it can be non-zero. */
type Cover = ((x: number, y: number) => number) & {
  box?: { x0: number; y0: number; x1: number; y1: number };
};

type Shape = { colour: Rgb; alpha: number; cover: Cover };

function disc(cx: number, cy: number, r: number, feather = 1): Cover {
  const reach = r + feather;
  const outer = reach * reach;
  const cover = (x: number, y: number) => {
    const dx = x - cx;
    const dy = y - cy;
    const d2 = dx * dx + dy * dy;
    if (d2 >= outer) return 0;
    return clamp01((r - Math.sqrt(d2)) / feather + 0.5);
  };
  return Object.assign(cover, {
    box: { x0: cx - reach, y0: cy - reach, x1: cx + reach, y1: cy + reach },
  });
}

function ring(cx: number, cy: number, r: number, width: number): Cover {
  const half = width / 2;
  const reach = r + half + 1;
  const outer = reach * reach;
  const inner = Math.max(0, r - half - 1) ** 2;
  const cover = (x: number, y: number) => {
    const dx = x - cx;
    const dy = y - cy;
    const d2 = dx * dx + dy * dy;
    if (d2 >= outer || d2 <= inner) return 0;
    return clamp01(half - Math.abs(Math.sqrt(d2) - r) + 0.5);
  };
  return Object.assign(cover, {
    box: { x0: cx - reach, y0: cy - reach, x1: cx + reach, y1: cy + reach },
  });
}

/** A band between two parallel lines x*cos + y*sin = from..to, with soft edges. */
function band(angle: number, from: number, to: number, feather: number): Cover {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (x, y) => {
    const u = x * c + y * s;
    return clamp01((u - from) / feather + 0.5) * clamp01((to - u) / feather + 0.5);
  };
}

/** Paints `base(x, y)` then every shape over it, in order, into an RGBA buffer. */
function paint(
  width: number,
  height: number,
  base: (x: number, y: number) => Rgb,
  shapes: Shape[],
  dither = false,
): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  let i = 0;
  for (let y = 0; y < height; y += 1) {
    const py = y + 0.5;
    // Skipping shapes outside their bounding boxes keeps a 1600x600 banner well under 100 ms.
    const row = shapes.filter(({ cover: { box } }) => !box || (py >= box.y0 && py <= box.y1));
    for (let x = 0; x < width; x += 1) {
      const px = x + 0.5;
      const c = base(px, py);
      let r = c[0];
      let g = c[1];
      let b = c[2];
      for (const shape of row) {
        const box = shape.cover.box;
        if (box && (px < box.x0 || px > box.x1)) continue;
        const a = shape.cover(px, py) * shape.alpha;
        if (a <= 0) continue;
        r += (shape.colour[0] - r) * a;
        g += (shape.colour[1] - g) * a;
        b += (shape.colour[2] - b) * a;
      }
      const d = dither ? BAYER[((y & 3) << 2) | (x & 3)]! : 0;
      out[i] = byte(r + d);
      out[i + 1] = byte(g + d);
      out[i + 2] = byte(b + d);
      out[i + 3] = 255;
      i += 4;
    }
  }
  return out;
}

// --- Generators ---------------------------------------------------------------------------

/** A hero background: diagonal primary-to-secondary gradient with soft translucent shapes. */
export function bannerPng(
  primary: string,
  secondary: string,
  width = 1600,
  height = 600,
): Uint8Array {
  const p = parseHex(primary);
  const s = parseHex(secondary);
  // Deepen both ends a little so the white hero title stays readable even on light secondaries.
  const lut = gradient(mix(p, BLACK, 0.1), mix(s, BLACK, 0.12));
  const h = height;
  const w = width;
  const glow = mix(s, WHITE, 0.35);

  // Reused for every pixel: paint() reads it before asking for the next one.
  const scratch: Rgb = [0, 0, 0];
  const base = (x: number, y: number): Rgb => {
    const colour = sample(lut, smoothstep((x / w) * 0.75 + (y / h) * 0.25 - 0.05));
    // A gentle vertical shade keeps the lower edge calmer than the top.
    const shade = 1 - 0.1 * (y / h);
    scratch[0] = colour[0] * shade;
    scratch[1] = colour[1] * shade;
    scratch[2] = colour[2] * shade;
    return scratch;
  };

  const diagonal = Math.PI / 4;
  const shapes: Shape[] = [
    { colour: WHITE, alpha: 0.06, cover: band(diagonal, w * 0.28, w * 0.42, h * 0.04) },
    { colour: WHITE, alpha: 0.04, cover: band(diagonal, w * 0.47, w * 0.52, h * 0.02) },
    { colour: WHITE, alpha: 0.09, cover: disc(w - h * 0.25, h * 0.1, h * 0.55, h * 0.01) },
    { colour: glow, alpha: 0.16, cover: disc(w - h * 0.55, h * 0.95, h * 0.32, h * 0.01) },
    { colour: WHITE, alpha: 0.07, cover: disc(h * 0.1, h * 1.05, h * 0.6, h * 0.01) },
    {
      colour: WHITE,
      alpha: 0.22,
      cover: ring(w - h * 0.95, h * 0.3, h * 0.16, Math.max(2, h * 0.006)),
    },
    { colour: glow, alpha: 0.3, cover: disc(w - h * 0.2, h * 0.74, h * 0.06, 1) },
  ];
  return encodePng(width, height, paint(width, height, base, shapes));
}

/** A round emblem: primary disc, secondary ring and diamond, transparent outside. */
export function logoPng(primary: string, secondary: string, size = 256): Uint8Array {
  const p = parseHex(primary);
  const s = parseHex(secondary);
  const light = mix(p, WHITE, 0.22);
  const c = size / 2;
  const R = size / 2 - 1;
  const ringR = R * 0.8;
  const ringW = R * 0.07;
  const diamond = R * 0.42;
  const out = new Uint8ClampedArray(size * size * 4);
  let i = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dx = x + 0.5 - c;
      const dy = y + 0.5 - c;
      const d = Math.sqrt(dx * dx + dy * dy);
      const outside = clamp01(R - d + 0.5);
      if (outside <= 0) {
        i += 4;
        continue;
      }
      // Subtle top-left light on the disc gives it some depth.
      let col = mix(light, p, smoothstep((dx + dy) / (2 * R) + 0.5));
      const ringCover = clamp01(ringW / 2 - Math.abs(d - ringR) + 0.5);
      col = mix(col, s, ringCover);
      // Diamond: |x| + |y| <= k, measured as a true distance to its edge for smooth AA.
      const diamondDist = (diamond - (Math.abs(dx) + Math.abs(dy))) / Math.SQRT2;
      col = mix(col, s, clamp01(diamondDist + 0.5));
      const dot = clamp01(R * 0.1 - d + 0.5);
      col = mix(col, WHITE, dot);
      out[i] = col[0];
      out[i + 1] = col[1];
      out[i + 2] = col[2];
      out[i + 3] = outside * 255;
      i += 4;
    }
  }
  return encodePng(size, size, new Uint8Array(out.buffer));
}

/** An abstract demo picture, different for each seed: layered hills or floating shapes. */
export function galleryPng(
  primary: string,
  secondary: string,
  seed: number,
  width = 800,
  height = 600,
): Uint8Array {
  const p = parseHex(primary);
  const s = parseHex(secondary);
  const rnd = random(Math.floor(seed) + 1);
  const w = width;
  const h = height;
  const style = Math.floor(seed) % 2;

  if (style === 1) {
    // Layered hills under a sun, with a sky tinted by the secondary colour.
    const skyTop = mix(s, WHITE, 0.55 + rnd() * 0.2);
    const skyLow = mix(mix(s, p, 0.3), WHITE, 0.3);
    const base = (_x: number, y: number): Rgb => mix(skyTop, skyLow, smoothstep(y / (h * 0.7)));
    const sun: Shape = {
      colour: mix(s, WHITE, 0.45),
      alpha: 0.95,
      cover: disc(w * (0.2 + rnd() * 0.6), h * (0.2 + rnd() * 0.15), h * (0.09 + rnd() * 0.05)),
    };
    const layers = 4;
    const hills: Shape[] = [];
    for (let k = 0; k < layers; k += 1) {
      const depth = k / (layers - 1);
      const level = h * (0.45 + depth * 0.35);
      const amp = h * (0.05 + rnd() * 0.06);
      const freq = (Math.PI * 2 * (0.6 + rnd() * 1.2)) / w;
      const phase = rnd() * Math.PI * 2;
      const freq2 = freq * (2.1 + rnd());
      const phase2 = rnd() * Math.PI * 2;
      // The ridge height depends only on x, so work it out once per column.
      const tops = new Float64Array(w);
      let highest = h;
      for (let x = 0; x < w; x += 1) {
        const px = x + 0.5;
        tops[x] =
          level + amp * Math.sin(px * freq + phase) + amp * 0.35 * Math.sin(px * freq2 + phase2);
        highest = Math.min(highest, tops[x]!);
      }
      const cover = (x: number, y: number) => clamp01(y - tops[Math.floor(x)]! + 0.5);
      hills.push({
        colour: mix(mix(p, WHITE, 0.55 - depth * 0.55), BLACK, depth * 0.2),
        alpha: 1,
        cover: Object.assign(cover, { box: { x0: 0, y0: highest - 1, x1: w, y1: h } }),
      });
    }
    return encodePng(w, h, paint(w, h, base, [sun, ...hills]));
  }

  // Floating translucent discs, rings and bands over a diagonal wash.
  const angle = rnd() * Math.PI * 2;
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const span = Math.abs(ca) * w + Math.abs(sa) * h;
  const lut = gradient(mix(p, WHITE, 0.15), mix(s, WHITE, 0.25));
  const base = (x: number, y: number): Rgb =>
    sample(lut, smoothstep(((x - w / 2) * ca + (y - h / 2) * sa) / span + 0.5));
  const palette: Rgb[] = [WHITE, p, s, mix(p, s, 0.5), mix(p, BLACK, 0.3), mix(s, WHITE, 0.5)];
  const pick = () => palette[Math.floor(rnd() * palette.length)] ?? WHITE;
  const shapes: Shape[] = [];
  const m = Math.min(w, h);
  shapes.push({
    colour: pick(),
    alpha: 0.12,
    cover: band(angle + Math.PI / 2, -w * 0.1 + rnd() * w * 0.3, w * 0.3 + rnd() * w * 0.3, 2),
  });
  for (let k = 0; k < 7; k += 1) {
    const cx = rnd() * w;
    const cy = rnd() * h;
    const r = m * (0.06 + rnd() * 0.3);
    shapes.push(
      k % 3 === 2
        ? { colour: WHITE, alpha: 0.35 + rnd() * 0.3, cover: ring(cx, cy, r, 2 + rnd() * 6) }
        : { colour: pick(), alpha: 0.25 + rnd() * 0.45, cover: disc(cx, cy, r) },
    );
  }
  return encodePng(w, h, paint(w, h, base, shapes));
}
