import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../../tools/import-cycles';

describe('import cycles', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'kantoor-cycles-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('are found when only types tie two modules together', () => {
    mkdirSync(join(fixture, 'src'), { recursive: true });
    writeFileSync(
      join(fixture, 'src/issuer.ts'),
      "import type { Ctx } from './service';\nexport const issuer = (c: Ctx) => c;\n",
    );
    writeFileSync(
      join(fixture, 'src/service.ts'),
      "import { issuer } from './issuer';\nexport type Ctx = { id: string };\nexport const run = issuer;\n",
    );
    writeFileSync(
      join(fixture, 'src/free.ts'),
      "import { run } from './service';\nexport { run };\n",
    );
    expect(findCycles(importGraph(fixture, ['src']))).toEqual([
      ['src/issuer.ts', 'src/service.ts'],
    ]);
  });

  it('are found through value imports, re-exports and dynamic imports over several modules', () => {
    mkdirSync(join(fixture, 'values'), { recursive: true });
    writeFileSync(join(fixture, 'values/a.ts'), "export * from './b';\nexport const a = 1;\n");
    writeFileSync(join(fixture, 'values/b.ts'), "import { c } from './c';\nexport const b = c;\n");
    writeFileSync(
      join(fixture, 'values/c.ts'),
      "export const c = 3;\nexport const load = () => import('./a');\n",
    );
    writeFileSync(join(fixture, 'values/d.ts'), "import { a } from './a';\nexport const d = a;\n");
    expect(findCycles(importGraph(fixture, ['values']))).toEqual([
      ['values/a.ts', 'values/b.ts', 'values/c.ts'],
    ]);
  });

  // Reads every source file: seconds on a busy machine, past the unit project's 5 s default.
  it('are none in the project (npm run lint refuses them)', { timeout: 60_000 }, () => {
    expect(findCycles(importGraph())).toEqual([]);
  });
});
