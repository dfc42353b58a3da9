import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { indexedEntities } from '../../functions/src/system/migrations/index-keys';

// Architecture rule 3: queries, not scans. No code in functions/src scans the table (a request's
// cost would grow with every tenant's data): companies are found through the registry (gsi1),
// a company's items through its partitions. The one Scan left is the one-off registry backfill,
// an operator's tool outside functions/src (infra/ops/backfill-company-registry.ts).
const SRC = fileURLToPath(new URL('../../functions/src', import.meta.url));

const sources = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({
      file: relative(SRC, join(SRC, file)),
      text: readFileSync(join(SRC, file), 'utf8'),
    }));

/** Scans by the SDK (ScanCommand, a client's scan) or by ElectroDB (`entity.scan`). */
const SCAN = /\bScanCommand\b|\bScanInput\b|\.scan\b/;

describe('no Scan in functions/src', () => {
  it('the pattern finds the SDK and ElectroDB scans', () => {
    expect(SCAN.test("import { ScanCommand } from '@aws-sdk/lib-dynamodb';")).toBe(true);
    expect(SCAN.test('await db.entities.company.scan.go();')).toBe(true);
    expect(SCAN.test('await db.entities.company\n  .scan\n  .go();')).toBe(true);
    expect(SCAN.test('await db.entities.company.query.byEmis({ emis }).go();')).toBe(false);
  });

  it('no source file scans the table', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter(({ text }) => SCAN.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it("the index-key backfill finds each keyed entity's items in a company's own partition", () => {
    const targets = [...indexedEntities().entries()];
    expect(targets.length).toBeGreaterThan(3);
    for (const [entity, target] of targets)
      expect(target.partition('acme-1'), entity).toMatch(/^acme-1#[a-z_]+$/);
  });
});
