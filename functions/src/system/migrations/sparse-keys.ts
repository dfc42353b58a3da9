import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Delta } from '../../kernel/aggregates';
import { isConditionFailed } from '../../kernel/transaction';
import { partition, type Done, type Item } from './companies';
import { rebuildFigures, type FigureSource } from './figures';
import type { MigrationContext } from './migration';

/**
 * A backfill of one sparse index's keys over one company's items of a kind: `want` says the
 * item's key pair as its record says (undefined: none, the keys are removed; 'leave': an item
 * the index does not concern); `held` names the attributes the write is conditioned on as read,
 * so a write since the read (which set its own keys) wins.
 */
export type SparseKeysBackfill = {
  /** The company, and the kind of its items (the entity; their partition `<emis>#<kind>`). */
  emis: string;
  kind: string;
  /** The index's key fields (`['gsi2pk', 'gsi2sk']`). */
  fields: readonly [string, string];
  want(raw: Item): readonly [string, string] | undefined | 'leave';
  held: readonly string[];
  /** The figures the index's items feed (a counter of them), rebuilt from the items after. */
  figures?: { names: readonly string[]; deltasOf(raw: Item): readonly Delta[] };
};

/** `#name = :name` while the item still holds the value read (absent: still absent). */
function heldAsRead(raw: Item, names: readonly string[]) {
  const expression = names.map((name, i) =>
    raw[name] === undefined ? `attribute_not_exists(#h${i})` : `#h${i} = :h${i}`,
  );
  return {
    expression: ['attribute_exists(pk)', ...expression].join(' AND '),
    names: Object.fromEntries(names.map((name, i) => [`#h${i}`, name])),
    values: Object.fromEntries(
      names.flatMap((name, i) => (raw[name] === undefined ? [] : [[`:h${i}`, raw[name]]])),
    ),
  };
}

/** Sets (or removes) one item's keys when they differ from `want`; answers whether it wrote. */
async function fixKeys(ctx: MigrationContext, spec: SparseKeysBackfill, raw: Item) {
  const want = spec.want(raw);
  if (want === 'leave') return false;
  const [pkField, skField] = spec.fields;
  if (want ? raw[pkField] === want[0] && raw[skField] === want[1] : raw[pkField] === undefined)
    return false;
  const held = heldAsRead(raw, spec.held);
  const values = { ...held.values, ...(want ? { ':kpk': want[0], ':ksk': want[1] } : {}) };
  try {
    await ctx.db.client.send(
      new UpdateCommand({
        TableName: ctx.db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: want ? 'SET #kpk = :kpk, #ksk = :ksk' : 'REMOVE #kpk, #ksk',
        ConditionExpression: held.expression,
        ExpressionAttributeNames: { '#kpk': pkField, '#ksk': skField, ...held.names },
        ExpressionAttributeValues: Object.keys(values).length > 0 ? values : undefined,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * THE backfill loop of the sparse-index migrations (0017-0020): one company's items of a kind,
 * a page at a time, each item's keys set or removed only where they differ, then the figures
 * they feed rebuilt from the same items; a second run writes nothing.
 */
export async function backfillSparseKeys(
  ctx: MigrationContext,
  spec: SparseKeysBackfill,
): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  const pages = () => partition(ctx.db, `${spec.emis}#${spec.kind}`, spec.kind);
  for await (const page of pages()) {
    done.scanned += page.length;
    for (const raw of page) if (await fixKeys(ctx, spec, raw)) done.written += 1;
  }
  if (!spec.figures) return done;
  const source = { pages, deltasOf: spec.figures.deltasOf } as unknown as FigureSource<never>;
  const figures = await rebuildFigures(ctx, spec.emis, spec.figures.names, [source]);
  return { scanned: done.scanned + figures.scanned, written: done.written + figures.written };
}
