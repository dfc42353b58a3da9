import { deflateSync, crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { planCompany, type PlanCompany } from './plans-support';
import { api, testDeps } from './support';

// Issue 26 (LCP): an image upload may carry narrower copies that the folder listing offers as a
// srcset, so a phone downloads the banner that fits its screen.

type Image = { name: string; url: string; srcset?: string };
type ErrorBody = { error: string };

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real grey PNG of that size; `shade` tells two images of the same size apart. */
function png(width: number, height: number, shade = 128): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, shade)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A lossless WebP's header of that width (the server reads headers, never decodes). */
function webp(width: number, height: number): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = Buffer.concat([Buffer.from([0x2f]), Buffer.alloc(4), Buffer.alloc(16)]);
  vp8l.writeUInt32LE(bits >>> 0, 1);
  const body = Buffer.concat([Buffer.from('WEBPVP8L', 'latin1'), Buffer.alloc(4), vp8l]);
  body.writeUInt32LE(vp8l.length, 8);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

const b64 = (bytes: Buffer) => bytes.toString('base64');
const ORIGINAL = png(1280, 4);
const W640 = png(640, 2, 200);

let company: PlanCompany;
let other: PlanCompany;

const banners = async (who = company) => {
  const reply = await who.post<Image[]>('/auth/get-images-for-given-folder', {
    folder: 'website_banner',
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const storedKeys = (emis = company.emis) => testDeps().blobs.list(`images/website_banner/${emis}/`);
const upload = (variants: unknown, name = 'Summer banner') =>
  company.post<Image[] | ErrorBody>('/auth/upload-image', {
    image64: `data:image/png;base64,${b64(ORIGINAL)}`,
    name,
    folder: 'website_banner',
    variants,
  });

beforeAll(async () => {
  [company, other] = await Promise.all([
    planCompany('Standard', 'banners'),
    planCompany('Standard', 'banners'),
  ]);
});

describe('banner variants', () => {
  it('lists an upload with its narrower copy as a srcset whose URLs serve the copy', async () => {
    const response = await upload([{ width: 640, file: b64(W640) }]);
    expect(response.status, response.text).toBe(200);
    const listed = response.body as Image[];
    // The copy is not an image of its own.
    expect(listed).toHaveLength(1);
    const [image] = listed;
    expect(image?.name).toMatch(/^summer-banner-[0-9a-z]{6}\.png$/);
    const stem = image?.name.replace(/\.png$/, '');
    const copyUrl = `/images/website_banner/${company.emis}/w640/${stem}.png`;
    expect(image?.srcset).toBe(`${copyUrl} 640w, ${image?.url} 1600w`);
    expect(await banners()).toEqual(listed);

    const copy = await api.get<Buffer>(copyUrl);
    expect(copy.status).toBe(200);
    expect(copy.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(copy.body, W640)).toBe(0);
    const original = await api.get<Buffer>(image?.url ?? '');
    expect(Buffer.compare(original.body, ORIGINAL)).toBe(0);

    // The site's page document preloads the banner with the same sources the <img> has.
    const page = await api.get<string>('/', { host: company.domain });
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `<link rel="preload" as="image" href="${image?.url}" imagesrcset="${copyUrl} 640w, ${image?.url} 1600w" imagesizes="100vw" fetchpriority="high" />`,
    );

    // Deleting the image deletes its copy.
    const deleted = await company.post<Image[]>('/auth/delete-image', {
      image: image?.name,
      folder: 'website_banner',
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual([]);
    expect((await api.get(copyUrl)).status).toBe(404);
    expect(await storedKeys()).toEqual([]);
  });

  it('stores a WebP copy as WebP, and a replace swaps the copies with the image', async () => {
    const first = await upload([
      { width: 1024, file: b64(webp(1024, 384)) },
      { width: 640, file: `data:image/png;base64,${b64(W640)}` },
    ]);
    expect(first.status, first.text).toBe(200);
    const [image] = first.body as Image[];
    const stem = image?.name.replace(/\.png$/, '');
    const base = `/images/website_banner/${company.emis}`;
    expect(image?.srcset).toBe(
      `${base}/w640/${stem}.png 640w, ${base}/w1024/${stem}.webp 1024w, ${image?.url} 1600w`,
    );
    const copy = await api.get<Buffer>(`${base}/w1024/${stem}.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');

    const replaced = await company.post<Image[]>('/auth/replace-image', {
      image64: b64(ORIGINAL),
      folder: 'website_banner',
      oldName: image?.name,
      newName: 'Winter banner',
      variants: [{ width: 640, file: b64(png(640, 2, 30)) }],
    });
    expect(replaced.status, replaced.text).toBe(200);
    const [now] = replaced.body;
    expect(now?.name).toMatch(/^winter-banner-[0-9a-z]{6}\.png$/);
    const newStem = now?.name.replace(/\.png$/, '');
    expect(now?.srcset).toBe(`${base}/w640/${newStem}.png 640w, ${now?.url} 1600w`);
    expect((await api.get(`${base}/w640/${stem}.png`)).status).toBe(404);
    expect((await api.get(`${base}/w1024/${stem}.webp`)).status).toBe(404);
    expect(
      Buffer.compare((await api.get<Buffer>(`${base}/w640/${newStem}.png`)).body, png(640, 2, 30)),
    ).toBe(0);

    // An upload without copies (every older client) lists no srcset.
    const plain = await upload(undefined, 'Plain banner');
    expect(plain.status, plain.text).toBe(200);
    const listed = plain.body as Image[];
    expect(listed.find((i) => i.name.startsWith('plain-banner-'))).not.toHaveProperty('srcset');
  });

  it('refuses a malformed, mismatched or too-wide copy with a 400 and stores nothing', async () => {
    const before = await storedKeys();
    const cases: Array<[unknown, RegExp]> = [
      [[{ width: 4096, file: b64(png(4096, 1)) }], /at most|from 1 to 2048/],
      [[{ width: 640.5, file: b64(W640) }], /whole number/],
      [[{ width: '640', file: b64(W640) }], /whole number/],
      [[{ width: 640 }], /needs its file/],
      [[{ width: 640, file: 'not base64!' }], /base64/],
      [[{ width: 640, file: b64(Buffer.from('just some text')) }], /PNG, JPEG or WebP/],
      [[{ width: 320, file: b64(W640) }], /does not match/],
      [[{ width: 1280, file: b64(png(1280, 1)) }], /narrower than the image/],
      [[{ width: 2000, file: b64(png(2000, 1)) }], /narrower than the image/],
      [
        [
          { width: 640, file: b64(W640) },
          { width: 640, file: b64(W640) },
        ],
        /once/,
      ],
      [
        [
          { width: 320, file: b64(png(320, 1)) },
          { width: 480, file: b64(png(480, 1)) },
          { width: 640, file: b64(W640) },
        ],
        /at most 2/,
      ],
      ['w640', /list/],
      // A good copy next to a bad one: neither the image nor the good copy is kept.
      [
        [
          { width: 640, file: b64(W640) },
          { width: 1024, file: b64(Buffer.from('nope')) },
        ],
        /PNG, JPEG or WebP/,
      ],
    ];
    for (const [variants, message] of cases) {
      const response = await upload(variants);
      expect(response.status, JSON.stringify(variants).slice(0, 80)).toBe(400);
      expect((response.body as ErrorBody).error).toMatch(message);
    }
    const tooBig = Buffer.concat([W640, Buffer.alloc(1024 * 1024)]);
    const big = await upload([{ width: 640, file: b64(tooBig) }]);
    expect(big.status).toBe(400);
    expect((big.body as ErrorBody).error).toMatch(/at most 1024 KB/);
    expect(await storedKeys()).toEqual(before);
  });

  it("keeps another company away from a company's copies", async () => {
    const response = await upload([{ width: 640, file: b64(W640) }], 'Their banner');
    expect(response.status, response.text).toBe(200);
    const mine = (response.body as Image[]).find((i) => i.name.startsWith('their-banner-'));
    const copyUrl = mine?.srcset?.split(' ')[0] ?? '';
    expect(copyUrl).toContain(`/${company.emis}/w640/`);

    // Their folder is their own: the listing, a delete or a replace by name answers as missing.
    expect(await banners(other)).toEqual([]);
    const deleted = await other.post<ErrorBody>('/auth/delete-image', {
      image: mine?.name,
      folder: 'website_banner',
    });
    expect(deleted.status).toBe(404);
    expect(deleted.body.error).toBe('No such image');
    const replaced = await other.post<ErrorBody>('/auth/replace-image', {
      image64: b64(ORIGINAL),
      folder: 'website_banner',
      oldName: mine?.name,
      newName: 'Taken',
      variants: [{ width: 640, file: b64(W640) }],
    });
    expect(replaced.status).toBe(404);
    // Their upload names no company: the emis is the caller's, whatever the body says.
    const theirs = await other.post<Image[]>('/auth/upload-image', {
      image64: b64(ORIGINAL),
      name: 'Their banner',
      folder: 'website_banner',
      emis: company.emis,
      variants: [{ width: 640, file: b64(W640) }],
    });
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.body[0]?.srcset).toContain(`/${other.emis}/w640/`);
    expect((await storedKeys(other.emis)).every((key) => key.includes(`/${other.emis}/`))).toBe(
      true,
    );

    expect((await api.get(copyUrl)).status).toBe(200);
    expect((await banners()).find((i) => i.name === mine?.name)?.srcset).toBe(mine?.srcset);
    // A copy path that is not a width is no image.
    const bad = copyUrl.replace('/w640/', '/x640/');
    expect((await api.get(bad)).status).toBe(404);
  });

  it('gives the demo sites 640- and 1024-px banner copies', async () => {
    const response = await api.post<Image[]>(
      '/get-company-website-banner',
      {},
      { host: 'hope.localhost' },
    );
    expect(response.status, response.text).toBe(200);
    const base = '/images/website_banner/hands-of-hope-2022';
    expect(response.body[0]?.srcset).toBe(
      `${base}/w640/banner-1.png 640w, ${base}/w1024/banner-1.png 1024w, ${base}/banner-1.png 1600w`,
    );
    for (const width of [640, 1024]) {
      const copy = await api.get<Buffer>(`${base}/w${width}/banner-1.png`);
      expect(copy.status).toBe(200);
      // A PNG's width: the IHDR chunk's first field.
      expect(copy.body.readUInt32BE(16)).toBe(width);
    }
  });
});
