import { imageUrl } from '../company/folders';

/** The widest narrower copy of an image the upload keeps (wider is no saving on any screen). */
export const MAX_VARIANT_WIDTH = 2048;
/** A narrower copy is small by nature: 1024 px of WebP is ~100 KB; anything near this is wrong. */
export const MAX_VARIANT_BYTES = 1024 * 1024;
/**
 * The narrower copies an upload makes of a full-width picture, each only when the picture is
 * wider (a phone's and a tablet's; the demo seed makes the same for its banners).
 */
export const VARIANT_WIDTHS = [640, 1024] as const;
/** How many narrower copies one upload may carry (one of each width). */
export const MAX_VARIANTS = VARIANT_WIDTHS.length;
/**
 * The width a srcset gives the original: the listing reads no image, so it cannot know the
 * original's real width; the banner is laid out at 1600 (its width attribute).
 */
export const ORIGINAL_SRCSET_WIDTH = 1600;

// A variant sits in a subfolder named by its width: `w640/<stem>.<ext>`.
const VARIANT_PATH = /^w([1-9][0-9]{0,3})\/([^/]+)$/;
const STEM = /\.[A-Za-z0-9]{1,4}$/;

/** A stored name without its extension: `banner-1.png` -> `banner-1`. */
export function imageStem(name: string): string {
  return name.replace(STEM, '');
}

/** The subfolder a variant of that width is kept in: `w640`. */
export function variantFolder(width: number): string {
  return `w${width}`;
}

/** A variant's path under the image's folder: `w640/banner-1.webp` for banner-1.png. */
export function variantPath(original: string, width: number, extension: string): string {
  return `${variantFolder(width)}/${imageStem(original)}.${extension}`;
}

/** The width and file name of a variant path under a folder; undefined for anything else. */
export function parseVariantPath(path: string): { width: number; name: string } | undefined {
  const match = VARIANT_PATH.exec(path);
  if (!match?.[1] || !match[2]) return undefined;
  return { width: Number(match[1]), name: match[2] };
}

/** Where a variant is served: `/images/{folder}/{emis}/w{width}/{name}`. */
export function variantUrl(folder: string, emis: string, width: number, name: string): string {
  return imageUrl(folder, emis, name).replace(
    /\/[^/]*$/,
    `/${variantFolder(width)}/${encodeURIComponent(name)}`,
  );
}

/**
 * The srcset of each original of a folder that has variants, from the folder's paths (names
 * relative to the folder, as a listing gives them): `<w640 url> 640w, <original url> 1600w`.
 */
export function srcsets(
  folder: string,
  emis: string,
  paths: readonly string[],
): Map<string, string> {
  const byStem = new Map<string, { width: number; url: string }[]>();
  for (const path of paths) {
    const variant = parseVariantPath(path);
    if (!variant) continue;
    const stem = imageStem(variant.name);
    const list = byStem.get(stem) ?? [];
    list.push({ width: variant.width, url: variantUrl(folder, emis, variant.width, variant.name) });
    byStem.set(stem, list);
  }
  const out = new Map<string, string>();
  for (const path of paths) {
    if (path.includes('/')) continue;
    const variants = byStem.get(imageStem(path));
    if (!variants) continue;
    const candidates = variants
      .filter((v) => v.width < ORIGINAL_SRCSET_WIDTH)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.url} ${v.width}w`);
    if (candidates.length === 0) continue;
    out.set(
      path,
      [...candidates, `${imageUrl(folder, emis, path)} ${ORIGINAL_SRCSET_WIDTH}w`].join(', '),
    );
  }
  return out;
}
