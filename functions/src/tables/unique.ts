import { uniqueValue } from '@shared/catalogue/unique';
import type { Database } from '../db/service';
import { moveUnique, type MarkerTx } from '../kernel/unique';
import type { OnFail, Step } from '../kernel/transaction';
import { tableError } from './errors';
import { AppError } from '../platform/errors';
import type { TableDefinition, UniqueRule } from './definition';
import type { TxEntities } from './store';

type Values = Record<string, unknown> | undefined;

/**
 * The marker writes that keep a unique column's claims in step with a row going from `before`
 * to `after` (undefined: the row is new, or deleted). None for tables without a unique column,
 * or when the value does not change. A value another row holds answers the table's message,
 * unless `taken` says otherwise (a domain route's `exist`).
 */
export function uniqueWrites(
  tx: TxEntities,
  emis: string,
  table: TableDefinition,
  rowId: string,
  before: Values,
  after: Values,
  now: string,
  taken?: OnFail,
): Step[] {
  const rule = table.unique;
  if (!rule) return [];
  return moveUnique(
    tx as unknown as MarkerTx,
    emis,
    rule.scope,
    before?.[rule.column],
    after?.[rule.column],
    rowId,
    now,
    // A value another row holds: the table's own message. A release of a marker another row
    // holds means the row changed since it was read.
    { claim: taken ?? takenError(rule), release: tableError('changed') },
  );
}

/** A taken unique value: 409 with the table's own message ('Supplier Exist'...). */
export function takenError(rule: UniqueRule): AppError {
  return new AppError(409, rule.message, { fields: { [rule.column]: rule.message } });
}

/**
 * Rows of an import whose unique value another row holds (in the table, or earlier in the same
 * import), by their position in `rows`, so the import can reject them before writing. The
 * writes' conditions still decide; this only lets the report say which rows and why.
 */
export async function importConflicts(
  db: Database,
  emis: string,
  rule: UniqueRule,
  rows: Array<{ id: string; before: Values; after: Values }>,
): Promise<Set<number>> {
  const conflicts = new Set<number>();
  const claimed = new Map<string, number>();
  const wanted: Array<{ position: number; value: string; id: string }> = [];
  rows.forEach((row, position) => {
    const value = uniqueValue(row.after?.[rule.column]);
    if (value === undefined || value === uniqueValue(row.before?.[rule.column])) return;
    if (claimed.has(value)) conflicts.add(position);
    else {
      claimed.set(value, position);
      wanted.push({ position, value, id: row.id });
    }
  });
  if (wanted.length === 0) return conflicts;
  const { data } = await db.entities.uniqueMarker
    .get(wanted.map(({ value }) => ({ emis, scope: rule.scope, value })))
    .go({ consistent: true });
  const holders = new Map(data.map((marker) => [marker.value, marker.ref_id]));
  for (const { position, value, id } of wanted) {
    const holder = holders.get(value);
    if (holder !== undefined && holder !== id) conflicts.add(position);
  }
  return conflicts;
}
