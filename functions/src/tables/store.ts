import { derivedOf } from './guards';
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { QueryFilter } from '@shared/tables/schemas';
import type { RowsPage, TableRow } from '@shared/tables/types';
import type { CompanyRecord } from '../db/records';
import type { Database } from '../db/service';
import type { CompanyBinding, EntityBinding, TableDefinition } from './definition';
import { tableError } from './errors';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import { changedRow, nextVersion, replacedRow, split } from './rows';

type Item = Record<string, unknown>;
type Commit = unknown;

/** The part of an ElectroDB entity the generic store uses (entities differ only in attributes). */
type GenericEntity = {
  get(key: Item): { go(options?: object): Promise<{ data: Item | null }>; params(): { Key: Item } };
  parse(raw: { Item?: Item; Items?: Item[] }): { data: Item | Item[] | null };
  query: Record<string, (key: Item) => { params(): QueryParams }>;
  schema: { indexes: Record<string, { index?: string }> };
};
type QueryParams = {
  TableName: string;
  KeyConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
  FilterExpression?: string;
};
type TxEntity = {
  create(item: Item): { commit(): Commit };
  put(item: Item): { commit(): Commit };
  patch(key: Item): TxUpdate;
  delete(key: Item): { where(cb: Where): { commit(): Commit } };
};
type TxUpdate = {
  set(values: Item): TxUpdate;
  add(values: Item): TxUpdate;
  remove(names: string[]): TxUpdate;
  where(cb: Where): { commit(): Commit };
};
type Where = (attributes: Record<string, unknown>, op: WhereOps) => string;
type WhereOps = {
  eq(a: unknown, v: unknown): string;
  exists(a: unknown): string;
  notExists(a: unknown): string;
};
export type TxEntities = Record<string, TxEntity>;

/** Rows read per Query call while a filter or search looks for a page, and in all per request. */
const FILTER_BATCH = 100;
const READ_BUDGET = 1000;

const INTERNAL = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  '__edb_e__',
  '__edb_v__',
  'search_text',
  'emis',
  'section',
]);

function cleanRow(item: Item): TableRow {
  const row: Item = {};
  for (const [name, value] of Object.entries(item)) if (!INTERNAL.has(name)) row[name] = value;
  return row as TableRow;
}

/** The generic data access of one table, over an entity or the company item. */
export type TableStore = {
  get(id: string): Promise<TableRow | undefined>;
  getMany(ids: string[]): Promise<Map<string, TableRow>>;
  page(filter: QueryFilter, cursor: string | undefined, limit: number): Promise<RowsPage>;
  /** Writes a new row as `createdRow` built it (refused when its id exists). */
  create(tx: TxEntities, row: Item): Commit;
  /** Puts the whole row (import): creates it or replaces it. */
  put(tx: TxEntities, row: TableRow, now: string): Commit;
  patch(tx: TxEntities, current: TableRow, changes: Item, now: string): Commit;
  remove(tx: TxEntities, current: TableRow): Commit;
};

/** Written only if nobody changed the row since it was read (its version is the same). */
const unchangedSince =
  (row: TableRow): Where =>
  (attributes, op) =>
    typeof row.row_version === 'number'
      ? op.eq(attributes.row_version, row.row_version)
      : op.notExists(attributes.row_version);

/** Unchanged since read, and the `holds` attributes (moved outside the version) still as read. */
const heldSince =
  (row: TableRow, holds: readonly string[] = []): Where =>
  (attributes, op) =>
    [
      unchangedSince(row)(attributes, op),
      ...holds.map((name) =>
        row[name] === undefined || row[name] === null
          ? op.notExists(attributes[name])
          : op.eq(attributes[name], row[name]),
      ),
    ].join(' AND ');

function entityStore(
  db: Database,
  emis: string,
  table: TableDefinition,
  binding: EntityBinding,
): TableStore {
  const derive = derivedOf(table.name);
  const entity = db.entities[binding.entity] as unknown as GenericEntity;
  const name = binding.entity as string;
  const fixed = binding.fixed ?? {};
  const key = (id: string) => ({ emis, id, ...fixed });
  const primary =
    Object.entries(entity.schema.indexes).find(([, index]) => !index.index)?.[0] ?? '';
  const parseOne = (item: Item) => {
    const data = entity.parse({ Item: item }).data as Item | null;
    return data ? cleanRow(data) : undefined;
  };

  return {
    async get(id) {
      const { data } = await entity.get(key(id)).go({ consistent: true });
      return data ? cleanRow(data) : undefined;
    },

    async getMany(ids) {
      const rows = new Map<string, TableRow>();
      const unique = [...new Set(ids)];
      for (let at = 0; at < unique.length; at += 100) {
        const keys = unique.slice(at, at + 100).map((id) => entity.get(key(id)).params().Key);
        let request: Record<string, { Keys: Item[]; ConsistentRead: boolean }> | undefined = {
          [db.table]: { Keys: keys, ConsistentRead: true },
        };
        while (request && Object.keys(request).length > 0) {
          const result = await db.client.send(new BatchGetCommand({ RequestItems: request }));
          for (const item of result.Responses?.[db.table] ?? []) {
            const row = parseOne(item);
            if (row) rows.set(row.id, row);
          }
          request = result.UnprocessedKeys as typeof request;
        }
      }
      return rows;
    },

    async page(filter, cursor, limit) {
      if (filter && 'column' in filter && filter.column === 'id') {
        const row = await this.get(String(filter.value));
        return { rows: row ? [row] : [], cursor: null, total: row ? 1 : 0 };
      }
      const base = entity.query[primary]?.({ emis, ...fixed }).params();
      if (!base) throw new Error(`${table.name}: no primary index`);
      const names = { ...base.ExpressionAttributeNames };
      const values = { ...base.ExpressionAttributeValues };
      const filters = base.FilterExpression ? [`(${base.FilterExpression})`] : [];
      if (filter && 'column' in filter) {
        names['#kfcol'] = filter.column;
        values[':kfval'] = filter.value;
        filters.push('#kfcol = :kfval');
      }
      if (filter?.search) {
        names['#kfsearch'] = 'search_text';
        values[':kfsearch'] = filter.search.toLowerCase();
        filters.push('contains(#kfsearch, :kfsearch)');
      }
      const filtered = filters.length > (base.FilterExpression ? 1 : 0);
      const pk = values[':pk'];
      let start: Item | undefined = cursor
        ? decodeCursor(cursor, { field: 'pk', value: pk as string })
        : undefined;
      const rows: TableRow[] = [];
      let read = 0;
      // Without a filter a page is one Query of `limit` items. A filter reads on until the page is
      // full or the read budget is spent: no request costs more than READ_BUDGET items.
      for (;;) {
        const result = await db.client.send(
          new QueryCommand({
            TableName: base.TableName,
            KeyConditionExpression: base.KeyConditionExpression,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            FilterExpression: filters.length > 0 ? filters.join(' AND ') : undefined,
            ExclusiveStartKey: start,
            Limit: filtered ? FILTER_BATCH : limit - rows.length,
          }),
        );
        read += result.ScannedCount ?? 0;
        const items = result.Items ?? [];
        for (const [index, item] of items.entries()) {
          const row = parseOne(item);
          if (!row) continue;
          rows.push(row);
          if (rows.length === limit) {
            const more = index < items.length - 1 || result.LastEvaluatedKey !== undefined;
            return {
              rows,
              cursor: more ? (encodeCursor({ pk: item.pk, sk: item.sk }) as string) : null,
              total: null,
            };
          }
        }
        const last = result.LastEvaluatedKey as Item | undefined;
        if (!last) return { rows, cursor: null, total: null };
        start = { pk: last.pk, sk: last.sk };
        if (read >= READ_BUDGET) return { rows, cursor: encodeCursor(start), total: null };
      }
    },

    create(tx, row) {
      const extra = derive?.(emis, undefined, row);
      return tx[name]!.create({ ...row, ...extra?.set, ...key(String(row.id)) }).commit();
    },

    put(tx, row, now) {
      const extra = derive?.(emis, undefined, row);
      return tx[name]!.put({ ...replacedRow(table, emis, row, now), ...extra?.set }).commit();
    },

    patch(tx, current, changes, now) {
      const { set, remove } = changedRow(table, current, changes, now);
      const extra = derive?.(emis, current, { ...current, ...changes });
      let update = tx[name]!.patch(key(current.id)).set({ ...set, ...extra?.set });
      const removed = [...remove, ...(extra?.remove ?? [])];
      if (removed.length > 0) update = update.remove(removed);
      return update.where(heldSince(current, extra?.holds)).commit();
    },

    remove(tx, current) {
      const extra = derive?.(emis, current, undefined);
      return tx[name]!.delete(key(current.id)).where(heldSince(current, extra?.holds)).commit();
    },
  };
}

function companyRow(
  company: CompanyRecord,
  table: TableDefinition,
  binding: CompanyBinding,
): TableRow {
  const source = (binding.labels ? (company.labels ?? {}) : company) as Item;
  const row: Item = {
    id: company.emis,
    updated_at: company.updated_at,
    row_version: company.row_version,
  };
  for (const column of table.columns) row[column.name] = source[column.name] ?? null;
  return row as TableRow;
}

function companyStore(
  db: Database,
  emis: string,
  table: TableDefinition,
  binding: CompanyBinding,
): TableStore {
  const read = async () =>
    (await db.entities.company.get({ emis }).go({ consistent: true })).data ?? undefined;
  const notHere = () => {
    throw tableError('singleRow');
  };
  return {
    async get(id) {
      const company = id === emis ? await read() : undefined;
      return company ? companyRow(company, table, binding) : undefined;
    },
    async getMany(ids) {
      const row = ids.includes(emis) ? await this.get(emis) : undefined;
      return new Map(row ? [[row.id, row]] : []);
    },
    async page(filter) {
      const row = await this.get(emis);
      const wanted =
        !filter ||
        ('column' in filter ? String(row?.[filter.column] ?? '') === String(filter.value) : true);
      return { rows: row && wanted ? [row] : [], cursor: null, total: row && wanted ? 1 : 0 };
    },
    create: notHere,
    put: notHere,
    patch(tx, current, changes, now) {
      const values = binding.labels
        ? {
            labels: Object.fromEntries(
              Object.entries({ ...current, ...changes }).filter(
                ([k, v]) => k !== 'id' && k !== 'updated_at' && typeof v === 'string' && v !== '',
              ),
            ),
          }
        : changes;
      const { set, remove } = split(values);
      let update = (tx.company as TxEntity)
        .patch({ emis })
        .set({ ...set, updated_at: now, row_version: nextVersion(current) });
      if (remove.length > 0) update = update.remove(remove);
      return update.where(unchangedSince(current)).commit();
    },
    remove: notHere,
  };
}

/** The store of a table for one tenant: every key it touches starts with that emis. */
export function storeFor(db: Database, emis: string, table: TableDefinition): TableStore {
  return table.binding.kind === 'company'
    ? companyStore(db, emis, table, table.binding)
    : entityStore(db, emis, table, table.binding);
}
