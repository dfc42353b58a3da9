import { describe, expect, it } from 'vitest';
import {
  baseName,
  extensionOf,
  isPlainFileName,
  nameSlug,
  randomSuffix,
  uniqueName,
} from './safe-name';

describe('safe names', () => {
  it('drops any path from a given name', () => {
    expect(baseName('../../x.png')).toBe('x.png');
    expect(baseName('a/b')).toBe('b');
    expect(baseName('C:\\Users\\thandi\\photo.jpg')).toBe('photo.jpg');
  });

  it('reads an extension only where a name carries one', () => {
    expect(extensionOf('Photo.PNG')).toBe('png');
    expect(extensionOf('deck.pptx')).toBe('pptx');
    expect(extensionOf('setup.exe')).toBe('exe');
    expect(extensionOf('a/b.c/readme')).toBeUndefined();
    expect(extensionOf('Dr.Smith')).toBeUndefined();
    expect(extensionOf('v1.2')).toBeUndefined();
    expect(extensionOf('.png')).toBeUndefined();
  });

  it('makes a lower-case dash slug of at most 60 characters', () => {
    expect(nameSlug('Company Logo 2026!.png', 'image')).toBe('company-logo-2026');
    expect(nameSlug('../../etc/passwd', 'image')).toBe('passwd');
    expect(nameSlug('Café  --  Opening_Day.jpeg', 'image')).toBe('cafe-opening-day');
    expect(nameSlug('..', 'image')).toBe('image');
    expect(nameSlug('***.png', 'file')).toBe('file');
    const long = nameSlug(`${'a'.repeat(59)} b${'c'.repeat(30)}`, 'image');
    expect(long).toBe('a'.repeat(59));
    expect(nameSlug('x'.repeat(100), 'image')).toHaveLength(60);
  });

  it('gives each upload its own name', () => {
    expect(uniqueName('../Team Photo.PNG', 'png', 'image', () => 'abc123')).toBe(
      'team-photo-abc123.png',
    );
    const suffixes = new Set(Array.from({ length: 200 }, () => randomSuffix()));
    expect(suffixes.size).toBe(200);
    for (const suffix of suffixes) expect(suffix).toMatch(/^[0-9a-z]{6}$/);
  });

  it('accepts only plain file names', () => {
    expect(isPlainFileName('team-photo-abc123.png')).toBe(true);
    expect(isPlainFileName('../x.png')).toBe(false);
    expect(isPlainFileName('a/b.png')).toBe(false);
    expect(isPlainFileName('a..png')).toBe(false);
    expect(isPlainFileName('.hidden')).toBe(false);
    expect(isPlainFileName('')).toBe(false);
  });
});
