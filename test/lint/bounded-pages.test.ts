import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Rule 3: a read to the end of a query (`pages: 'all'`) names its bound in a `bounded:` comment
// (tools/eslint/bounded-pages.js). These fixtures are linted as if they sat in the tree.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function unbounded(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'functions/src/finance/fixture.ts' });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'bounded/bounded-pages').length;
}

const read = (comment: string) =>
  [
    "import type { RequestContext } from '../kernel/context';",
    'export async function all(ctx: RequestContext) {',
    comment,
    '  const { data } = await ctx.db.entities.expense.query',
    '    .byCompany({ emis: ctx.emis })',
    "    .go({ pages: 'all' });",
    '  return data;',
    '}',
  ].join('\n');

describe("pages: 'all' names its bound", () => {
  it('refuses a read to the end of a query with no bound named', async () => {
    expect(await unbounded(read(''))).toBe(1);
    expect(await unbounded(read('  // every expense of the company'))).toBe(1);
    expect(await unbounded(read('  // bounded:'))).toBe(1);
  }, 120_000);

  it('accepts one whose statement names its bound', async () => {
    expect(
      await unbounded(read("  // bounded: a company's expense categories (at most 200)")),
    ).toBe(0);
  }, 120_000);
});
