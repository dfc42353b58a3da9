import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the demo pictures are kept between starts (gitignored with node_modules). Painting and
 * compressing a company's banner, its copies, logo and gallery takes about 2.5 s of CPU, and the
 * tests start the seed several times (each suite's runtime, `npm start` in the local contract).
 */
const CACHE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/kantoor-seed-images/', import.meta.url),
);

/** The painter's own source: a change to how a picture is made paints every picture again. */
const PAINTER = createHash('sha256')
  .update(readFileSync(fileURLToPath(new URL('./brand-images.ts', import.meta.url))))
  .digest('hex');

/**
 * The picture `paint` makes for these arguments, from the cache when it was made before by the
 * same painter, else painted and kept. A cache that cannot be read or written only costs time.
 */
export function cachedPicture(
  name: string,
  args: readonly unknown[],
  paint: () => Uint8Array,
  dir = CACHE_DIR,
): Uint8Array {
  const key = createHash('sha256')
    .update(JSON.stringify([PAINTER, name, args]))
    .digest('hex');
  const file = join(dir, `${key}.png`);
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    // Not made yet.
  }
  const picture = paint();
  try {
    mkdirSync(dir, { recursive: true });
    // Written whole under another name first: a start beside this one never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, picture);
    renameSync(partial, file);
  } catch {
    // Read-only or full: painted again next time.
  }
  return picture;
}

/** `paint`, kept in the cache under `name` and the arguments of each call. */
export function cachedPainter<Args extends unknown[]>(
  name: string,
  paint: (...args: Args) => Uint8Array,
  dir = CACHE_DIR,
): (...args: Args) => Uint8Array {
  return (...args) => cachedPicture(name, args, () => paint(...args), dir);
}
