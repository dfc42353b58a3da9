import { uniqueValue } from '@shared/catalogue/unique';
import type { TableRow } from '@shared/tables/types';
import type { Database } from '../db/service';
import { transaction, type Step } from '../kernel/transaction';
import { claimUnique, holderOf, type MarkerTx } from '../kernel/unique';
import type { Logger } from '../platform/log';
import type { EntityBinding, TableDefinition, UniqueRule } from './definition';
import { allTables } from './registry';
import { storeFor } from './store';

/** A row whose unique value another row's marker holds (a duplicate written while it was free). */
export type UniqueDuplicate = { table: string; value: string; row: string; holder: string };

/** What a restore read (rows), created (markers) and found held by another row. */
export type MarkersRestored = { scanned: number; written: number; duplicates: UniqueDuplicate[] };

type Commit = unknown;
type Where = (
  attributes: Record<string, unknown>,
  op: { eq(a: unknown, v: unknown): string; notExists(a: unknown): string },
) => string;
/** The row check of a claim: any table-bound entity's `check` (typed loosely, as the store's). */
type CheckTx = Record<
  string,
  { check(key: Record<string, unknown>): { where(cb: Where): { commit(): Commit } } }
>;

const PAGE = 100;

/**
 * Claims the row's value with a marker only if none exists, and only while the row is as read
 * (its version and its unique column): a row changed or deleted since then keeps or releases
 * its own marker, so the restore never leaves a marker no row holds.
 */
async function claimFor(
  db: Database,
  emis: string,
  binding: EntityBinding,
  rule: UniqueRule,
  row: TableRow,
  now: string,
): Promise<boolean> {
  const result = await transaction(db, (tx): Step[] => {
    const entity = (tx as unknown as CheckTx)[binding.entity]!;
    return [
      {
        name: 'row as read',
        write: entity
          .check({ emis, id: row.id, ...binding.fixed })
          .where((a, op) =>
            [
              typeof row.row_version === 'number'
                ? op.eq(a.row_version, row.row_version)
                : op.notExists(a.row_version),
              op.eq(a[rule.column], row[rule.column]),
            ].join(' AND '),
          )
          .commit(),
        onFail: 'refuse',
      },
      ...claimUnique(tx as unknown as MarkerTx, emis, rule.scope, row[rule.column], row.id, now),
    ];
  });
  return result.written;
}

/** The holders of `values`' markers in `scope` (strongly consistent), by value. */
async function holders(
  db: Database,
  emis: string,
  scope: string,
  values: string[],
): Promise<Map<string, string>> {
  if (values.length === 0) return new Map();
  const { data } = await db.entities.uniqueMarker
    .get([...new Set(values)].map((value) => ({ emis, scope, value })))
    .go({ consistent: true });
  return new Map(data.map((marker) => [marker.value, marker.ref_id]));
}

/** One table's rows, a page at a time: each row's missing marker created. */
async function restoreTable(
  db: Database,
  emis: string,
  table: TableDefinition & { unique: UniqueRule; binding: EntityBinding },
  options: { now: string; log: Pick<Logger, 'warn'> },
  done: MarkersRestored,
) {
  const rule = table.unique;
  const rows = storeFor(db, emis, table);
  let cursor: string | undefined;
  do {
    const page = await rows.page(undefined, cursor, PAGE);
    done.scanned += page.rows.length;
    const wanted = page.rows.flatMap((row) => {
      const value = uniqueValue(row[rule.column]);
      return value === undefined ? [] : [{ row, value }];
    });
    const held = await holders(
      db,
      emis,
      rule.scope,
      wanted.map(({ value }) => value),
    );
    for (const { row, value } of wanted) {
      let holder = held.get(value);
      if (holder === undefined) {
        if (await claimFor(db, emis, table.binding, rule, row, options.now)) {
          done.written += 1;
          held.set(value, row.id);
          continue;
        }
        // Refused: another row claimed the value since the read, or this row changed (its own
        // write kept its marker).
        holder = await holderOf(db, emis, rule.scope, value);
        if (holder === undefined) continue;
      }
      if (holder === row.id) continue;
      // A duplicate made while the value was free: both rows stay as they are, for a person to
      // rename one; the marker stays with the row that holds it.
      const duplicate = { table: table.name, value, row: row.id, holder };
      done.duplicates.push(duplicate);
      options.log.warn('unique value held by another row', { emis, ...duplicate });
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
}

/**
 * Every unique column's markers of one company's data tables, restored: a row whose value has
 * no marker (a change that left the column out released it, before bcc8f44) claims it again;
 * only a missing marker is created, never one replaced or a row changed, so a second run writes
 * nothing. A value another row's marker holds is reported in `duplicates`.
 */
export async function restoreUniqueMarkers(
  db: Database,
  emis: string,
  options: { now: string; log: Pick<Logger, 'warn'> },
): Promise<MarkersRestored> {
  const done: MarkersRestored = { scanned: 0, written: 0, duplicates: [] };
  for (const table of allTables()) {
    const { unique, binding } = table;
    if (!unique || binding.kind !== 'entity') continue;
    await restoreTable(db, emis, { ...table, unique, binding }, options, done);
  }
  return done;
}
