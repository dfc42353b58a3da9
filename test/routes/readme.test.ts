import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The tree drawn under README's "Where things live": the first code block of that section. */
function whereThingsLive(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Where things live'));
  const block = section?.split('```')[1];
  if (!block) throw new Error('README has no "Where things live" code block');
  return block.split('\n');
}

/** The names a top-level entry (e.g. `functions/src/`) lists at `indent`, each with its line. */
function namedUnder(lines: string[], entry: string, indent: number): string[] {
  const start = lines.findIndex((line) => line.startsWith(entry));
  if (start < 0) throw new Error(`"Where things live" has no ${entry}`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^\S/.test(line));
  const pattern = new RegExp(`^ {${indent}}([a-z][\\w-]*)/ +\\S`);
  return (end < 0 ? rest : rest.slice(0, end)).flatMap((line) => {
    const name = pattern.exec(line)?.[1];
    return name ? [name] : [];
  });
}

function foldersOf(path: string): string[] {
  return readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const lines = whereThingsLive();
const cases = [
  { folder: 'functions/src', named: namedUnder(lines, 'functions/src/', 2) },
  { folder: 'frontend/src/features', named: namedUnder(lines, 'frontend/', 4) },
];

describe('README "Where things live"', () => {
  it.each(cases)('names every folder of $folder, each with a line', ({ folder, named }) => {
    expect(foldersOf(folder).filter((name) => !named.includes(name))).toEqual([]);
  });

  it.each(cases)('names no folder of $folder that is not there', ({ folder, named }) => {
    const folders = foldersOf(folder);
    expect(named.filter((name) => !folders.includes(name))).toEqual([]);
  });

  it('reads the tree', () => {
    // The layers and a domain under functions/src, a feature under frontend/src/features.
    expect(cases[0]?.named).toEqual(expect.arrayContaining(['platform', 'db', 'kernel', 'legal']));
    expect(cases[1]?.named).toEqual(expect.arrayContaining(['switchboard', 'tables']));
  });
});
