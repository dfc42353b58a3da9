import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Database } from '../../db/service';
import { DEFINITIONS } from '../../entities';
import { companyMigration, partition, type Done } from './companies';
import type { MigrationContext } from './migration';

type Item = Record<string, unknown>;

/** What the backfill needs of an entity: ElectroDB's own key building. */
type KeyedEntity = {
  parse(raw: { Item: Item }): { data: Item | null };
  put(item: Item): { params(): { Item: Item } };
};

/** An index key pair an entity writes on gsi2 or gsi3, and the attributes it is made of. */
type IndexKeys = { pk: string; sk: string; sources: string[] };
type Target = { name: string; keys: IndexKeys[]; partition: (emis: string) => string };

type IndexSpec = {
  index?: string;
  pk: { field: string; composite: readonly string[]; template?: string };
  sk?: { field: string; composite: readonly string[] };
};
type SchemaSpec = {
  model: { entity: string };
  attributes: Record<string, { field?: string }>;
  indexes: Record<string, IndexSpec>;
};

const BACKFILLED: ReadonlySet<string> = new Set(['gsi2', 'gsi3']);

/**
 * The company's partition of an entity's items, from its table key's template: every tenant
 * entity keys its items `<emis>#<kind>` (the template `${emis}#kind`), so a company's items of
 * a kind are one Query. An entity keyed otherwise cannot be backfilled company by company.
 */
function partitionOf(schema: SchemaSpec): (emis: string) => string {
  const table = Object.values(schema.indexes).find((index) => !index.index);
  const template = table?.pk.template;
  const perCompany =
    template !== undefined &&
    table?.pk.composite.join() === 'emis' &&
    template.startsWith('${emis}#');
  return (emis) => {
    if (!perCompany)
      throw new Error(`Entity ${schema.model.entity} has no per-company partition (<emis>#<kind>)`);
    return template.replace('${emis}', emis);
  };
}

/**
 * The entities with keys on gsi2 or gsi3 (from their schemas, so an index added later is found
 * too), by ElectroDB's entity name (`__edb_e__` of their items). Attribute-mapped sparse keys (a
 * store order's pending key) are no index of the schema: their writes set them on purpose.
 */
export function indexedEntities(indexes: ReadonlySet<string> = BACKFILLED): Map<string, Target> {
  const targets = new Map<string, Target>();
  for (const [name, definition] of Object.entries(DEFINITIONS)) {
    const schema = definition.schema as unknown as SchemaSpec;
    const field = (attribute: string) => schema.attributes[attribute]?.field ?? attribute;
    const keys = Object.values(schema.indexes)
      .filter((index) => index.index && indexes.has(index.index) && index.sk)
      .map((index) => ({
        pk: index.pk.field,
        sk: index.sk!.field,
        sources: [...index.pk.composite, ...index.sk!.composite].map(field),
      }));
    if (keys.length > 0)
      targets.set(schema.model.entity, { name, keys, partition: partitionOf(schema) });
  }
  return targets;
}

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * Writes the keys ElectroDB makes of the item's attributes where the stored ones are missing or
 * differ; nothing when they are there. The write holds only while the attributes the keys are
 * made of are as read (a change since then wrote its own keys). Answers whether it wrote.
 */
async function backfill(db: Database, target: Target, raw: Item): Promise<boolean | 'changed'> {
  const entity = (db.entities as unknown as Record<string, KeyedEntity>)[target.name]!;
  const parsed = entity.parse({ Item: raw }).data;
  if (!parsed) return false;
  const built = entity.put(parsed).params().Item;
  const stale = target.keys.filter(
    (k) => built[k.pk] !== undefined && (raw[k.pk] !== built[k.pk] || raw[k.sk] !== built[k.sk]),
  );
  if (stale.length === 0) return false;
  const names: Record<string, string> = { '#pk': 'pk' };
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const checks = ['attribute_exists(#pk)'];
  stale.forEach((k, i) => {
    for (const [tag, attribute] of [
      [`#k${i}p`, k.pk],
      [`#k${i}s`, k.sk],
    ] as const) {
      names[tag] = attribute;
      values[`:${tag.slice(1)}`] = built[attribute];
      sets.push(`${tag} = :${tag.slice(1)}`);
    }
    [...new Set(k.sources)].forEach((source, j) => {
      const tag = `#s${i}_${j}`;
      names[tag] = source;
      if (raw[source] === undefined) checks.push(`attribute_not_exists(${tag})`);
      else {
        values[`:s${i}_${j}`] = raw[source];
        checks.push(`${tag} = :s${i}_${j}`);
      }
    });
  });
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: checks.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return 'changed';
    throw error;
  }
}

/** One item: backfilled, or read again once when it changed between the page and the write. */
async function backfillItem({ db, log }: MigrationContext, target: Target, raw: Item) {
  try {
    const first = await backfill(db, target, raw);
    if (first !== 'changed') return first;
    const { Item: fresh } = await db.client.send(
      new GetCommand({
        TableName: db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        ConsistentRead: true,
      }),
    );
    return fresh ? (await backfill(db, target, fresh)) === true : false;
  } catch (error) {
    // An item ElectroDB cannot read or key (a defect's leftovers) is logged and left as it is.
    if (isConditionFailed(error)) return false;
    log.warn('index key backfill skipped an item', {
      pk: raw.pk,
      sk: raw.sk,
      error: String(error),
    });
    return false;
  }
}

/**
 * THE generic re-put for keys: writes the keys ElectroDB builds on `indexes` (gsi1, ...) of a
 * stored item of entity `entity` (its `__edb_e__`) where they are missing or wrong, as the 0001
 * backfill does; answers whether it wrote. For an entity that gained an index after its items
 * were written (a trust entry's date index, gsi1).
 */
export async function rekeyItem(
  ctx: MigrationContext,
  entity: string,
  raw: Item,
  indexes: ReadonlySet<string>,
): Promise<boolean> {
  const target = indexedEntities(indexes).get(entity);
  if (!target) throw new Error(`No ${[...indexes].join('/')} index on entity ${entity}`);
  return backfillItem(ctx, target, raw);
}

/**
 * 0001: the gsi2/gsi3 keys of items written before those indexes existed (invoices by date and
 * due date, payments and school payments by date, recurring invoices by run, posts). ElectroDB
 * writes the keys on every put or patch of their attributes; an item older than the index has
 * none, so no Query on the index finds it. Company by company (the registry), each of the
 * company's partitions of those entities is queried and each such item's keys written.
 */
export const indexKeysBackfill = companyMigration(
  '0001-gsi2-gsi3-keys',
  'Write the gsi2/gsi3 keys of items written before those indexes existed',
  async (ctx, emis) => {
    const done: Done = { scanned: 0, written: 0 };
    for (const [entity, target] of indexedEntities())
      for await (const items of partition(ctx.db, target.partition(emis), entity)) {
        done.scanned += items.length;
        // A few at a time: a page's writes in parallel, without a burst against the table.
        for (let i = 0; i < items.length; i += 25) {
          const wrote = await Promise.all(
            items.slice(i, i + 25).map((raw) => backfillItem(ctx, target, raw)),
          );
          done.written += wrote.filter(Boolean).length;
        }
      }
    return done;
  },
);
