import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedPainter, cachedPicture } from './image-cache';

describe('the demo pictures cache', () => {
  const dirs: string[] = [];
  const dir = () => {
    const made = mkdtempSync(join(tmpdir(), 'kantoor-pictures-'));
    dirs.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of dirs.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('paints a picture once, then reads the same bytes; other arguments paint again', () => {
    const cache = dir();
    let painted = 0;
    const paint = (shade: number) => () => {
      painted += 1;
      return Uint8Array.from([137, 80, 78, 71, shade]);
    };
    const first = cachedPicture('banner', ['#112233', 640], paint(1), cache);
    const again = cachedPicture('banner', ['#112233', 640], paint(9), cache);
    expect(painted).toBe(1);
    expect(again).toEqual(first);
    expect(cachedPicture('banner', ['#112233', 1024], paint(2), cache)).toEqual(
      Uint8Array.from([137, 80, 78, 71, 2]),
    );
    expect(cachedPicture('logo', ['#112233', 640], paint(3), cache)[4]).toBe(3);
    expect(painted).toBe(3);
    // Whole files only: no partial write left behind.
    expect(readdirSync(cache).filter((file) => !file.endsWith('.png'))).toEqual([]);
  });

  it('keeps a painter by the arguments of each call', () => {
    const calls: unknown[][] = [];
    const painter = (colour: string, size = 8) => {
      calls.push([colour, size]);
      return Uint8Array.from([size]);
    };
    const cached = cachedPainter('logo', painter, dir());
    expect(cached('#abcdef')).toEqual(Uint8Array.from([8]));
    expect(cached('#abcdef')).toEqual(Uint8Array.from([8]));
    expect(cached('#abcdef', 16)).toEqual(Uint8Array.from([16]));
    expect(calls).toEqual([
      ['#abcdef', 8],
      ['#abcdef', 16],
    ]);
  });

  it('still answers when the cache cannot be written', () => {
    const cache = join(dir(), 'missing', '\0bad');
    expect(cachedPicture('logo', ['#000000'], () => Uint8Array.from([1, 2]), cache)).toEqual(
      Uint8Array.from([1, 2]),
    );
  });
});
