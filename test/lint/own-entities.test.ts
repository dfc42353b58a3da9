import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS, ENTITIES_BY_OWNER } from '../../functions/src/entities';
import { entityOwners, tableEntities } from '../../tools/eslint/own-entities.js';
import { allTables } from '../../functions/src/tables/registry';

// Each entity has one owner (the domain whose entities.ts declares it): another domain asks the
// owner's index.ts. The rule is tools/eslint/own-entities.js; these fixtures are linted as if
// they sat in the tree.
const root = fileURLToPath(new URL('../..', import.meta.url));
const src = fileURLToPath(new URL('../../functions/src', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ownership(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'kantoor/own-entities')
    .map((m) => m.message);
}

// Linting resolves imports through the TypeScript project: slow on a busy machine, not wrong.
const SLOW = 120_000;

const fixture = (body: string) =>
  [
    "import type { RequestContext } from '../kernel/context';",
    "import { commit, type TxEntities } from '../kernel/transaction';",
    body,
  ].join('\n');

describe('an entity is read and written by its owner only', () => {
  it(
    "refuses finance reading documents' invoices, however it reaches them",
    async () => {
      const messages = await ownership(
        'functions/src/finance/own-entities-fixture.ts',
        fixture(
          [
            'export const direct = (ctx: RequestContext) => ctx.db.entities.invoice.get({ emis: ctx.emis, seq: "1" });',
            'export const aliased = (ctx: RequestContext) => { const e = ctx.db.entities; return e.payment; };',
            'export const destructured = (ctx: RequestContext) => { const { quote } = ctx.db.entities; return quote; };',
            'export const step = (tx: TxEntities) => tx.invoice;',
            'export const inCommit = (ctx: RequestContext) => commit(ctx.db, (t) => [{ name: "x", write: t.payment }]);',
            'export const transact = (ctx: RequestContext) => ctx.db.service.transaction.write(({ invoice }) => [invoice]);',
          ].join('\n'),
        ),
      );
      expect(messages).toHaveLength(6);
      expect(messages[0]).toContain("'invoice' belongs to documents");
    },
    SLOW,
  );

  it(
    "stays quiet on an owner's reads and on the layers' entities",
    async () => {
      const messages = await ownership(
        'functions/src/documents/own-entities-fixture.ts',
        fixture(
          [
            'export const own = (ctx: RequestContext) => ctx.db.entities.invoice.get({ emis: ctx.emis, seq: "1" });',
            'export const step = (tx: TxEntities) => [tx.payment, tx.counter, tx.uniqueMarker];',
            'export const layer = (ctx: RequestContext) => ctx.db.entities.company;',
          ].join('\n'),
        ),
      );
      expect(messages).toEqual([]);
    },
    SLOW,
  );

  it('reads the owners from the entities every owner declares', () => {
    const owners = entityOwners(src);
    expect([...owners.keys()].sort()).toEqual(Object.keys(DEFINITIONS).sort());
    for (const [owner, record] of Object.entries(ENTITIES_BY_OWNER)) {
      for (const name of Object.keys(record)) expect(owners.get(name), name).toBe(owner);
    }
  });

  it("reads the table-bound entities from the tables' bindings", () => {
    const bound = allTables().flatMap((t) =>
      t.binding.kind === 'entity' ? [t.binding.entity as string] : [],
    );
    expect(tableEntities(src)).toEqual([...new Set(bound)].sort());
  });
});
