import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed } from '../../kernel/transaction';
import { partition, type Done, type Item } from './companies';
import type { MigrationContext } from './migration';

/**
 * A backfill of one sparse index's keys over one company's items of a kind: `want` says the
 * item's key pair as its record says (undefined: none, the keys are removed; 'leave': an item
 * the index does not concern); `held` names the attributes the write is conditioned on as read,
 * so a write since the read (which set its own keys) wins.
 */
export type SparseKeysBackfill = {
  /** The company's partition of the kind (`<emis>#<kind>`) and its entity. */
  pk: string;
  entity: string;
  /** The index's key fields (`['gsi2pk', 'gsi2sk']`). */
  fields: readonly [string, string];
  want(raw: Item): readonly [string, string] | undefined | 'leave';
  held: readonly string[];
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
 * a page at a time, each item's keys set or removed only where they differ, so a second run
 * writes nothing.
 */
export async function backfillSparseKeys(
  ctx: MigrationContext,
  spec: SparseKeysBackfill,
): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for await (const page of partition(ctx.db, spec.pk, spec.entity)) {
    done.scanned += page.length;
    for (const raw of page) if (await fixKeys(ctx, spec, raw)) done.written += 1;
  }
  return done;
}
