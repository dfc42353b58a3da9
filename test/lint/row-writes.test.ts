import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { allTables } from '../../functions/src/tables/registry';

// A data table's rows are written only through its table's record, so a domain write cannot
// leave out the search text, version or audit entry (the receivings bug of issue 11). The rule
// lives in eslint.config.js; these fixtures are linted as if they sat in the tree.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rowWriteMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

// Linting resolves imports through the TypeScript project: slow on a busy machine, not wrong.
const SLOW = 120_000;

const entities = [
  ...new Set(
    allTables().flatMap((table) =>
      table.binding.kind === 'entity' ? [table.binding.entity as string] : [],
    ),
  ),
];

describe('writes of a data table row', () => {
  it(
    "refuse a domain writing a receiving itself (without the table's record)",
    async () => {
      const messages = await rowWriteMessages(
        'functions/src/catalogue/row-write-fixture.ts',
        [
          'type Tx = { receiving: { create(row: object): { commit(): unknown } } };',
          'export const write = (tx: Tx, row: object) => tx.receiving.create(row).commit();',
        ].join('\n'),
      );
      expect(messages).toEqual([expect.stringContaining("written through its table's record")]);
    },
    SLOW,
  );

  it(
    'refuse a direct create, put, update or patch of every table-bound entity outside tables/',
    async () => {
      const code = entities
        .flatMap((entity) =>
          ['create', 'put', 'update', 'patch'].map(
            (method) =>
              `export const ${entity}_${method} = (tx: any) => tx.${entity}.${method}({});`,
          ),
        )
        .join('\n');
      const messages = await rowWriteMessages('functions/src/clients/row-write-fixture.ts', code);
      expect(messages).toHaveLength(entities.length * 4);
    },
    SLOW,
  );

  it(
    'let the table engine write them, and domains read them',
    async () => {
      const write = `export const write = (tx: any) => tx.product.create({});\n`;
      expect(await rowWriteMessages('functions/src/tables/row-write-fixture.ts', write)).toEqual(
        [],
      );
      const read = `export const read = (db: any) => db.entities.product.get({ emis: 'e', id: 'x' }).go();\n`;
      expect(await rowWriteMessages('functions/src/catalogue/row-write-fixture.ts', read)).toEqual(
        [],
      );
    },
    SLOW,
  );
});
