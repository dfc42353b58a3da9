import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../docs/decisions');
const INDEX = 'README.md';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

function sectionsOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim());
}

/** Every `[text](target)` of a markdown text, code spans left out. */
function linksOf(text: string): string[] {
  const prose = text.replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

const topics = readdirSync(DIR)
  .filter((name) => name.endsWith('.md') && name !== INDEX)
  .sort();
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
const index = read(INDEX);
const indexLinks = new Set(linksOf(index));

describe('docs/decisions', () => {
  it('has topic files', () => {
    expect(topics.length).toBeGreaterThan(10);
  });

  it.each(topics)('%s is linked from the index with every one of its ## sections', (topic) => {
    const sections = sectionsOf(read(topic));
    expect(sections.length).toBeGreaterThan(0);
    const missing = [topic, ...sections.map((s) => `${topic}#${anchorOf(s)}`)].filter(
      (target) => !indexLinks.has(target),
    );
    expect(missing).toEqual([]);
  });

  it('links only to files and sections that exist, from the index and between topics', () => {
    const anchors = new Map(
      [INDEX, ...topics].map((file) => [file, new Set(sectionsOf(read(file)).map(anchorOf))]),
    );
    const broken: string[] = [];
    for (const from of [INDEX, ...topics]) {
      for (const target of linksOf(read(from))) {
        if (/^[a-z]+:/.test(target)) continue; // an outside address
        const [file = '', anchor] = target.split('#');
        if (file !== '' && !/^[\w-]+\.md$/.test(file)) continue; // elsewhere in the repository
        const known = anchors.get(file === '' ? from : file);
        if (!known || (anchor !== undefined && !known.has(anchor)))
          broken.push(`${from} -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('reads headings the way GitHub anchors them', () => {
    expect(anchorOf("Rows are written through the table's record")).toBe(
      'rows-are-written-through-the-tables-record',
    );
    expect(anchorOf('Tenant domains (CloudFront SaaS Manager)')).toBe(
      'tenant-domains-cloudfront-saas-manager',
    );
    expect(anchorOf('vite.config.ts and the route table')).toBe('viteconfigts-and-the-route-table');
  });
});
