import { ulid } from 'ulid';
import type { TableRow } from '@shared/tables/types';
import { aggregateSteps, negate } from '../kernel/aggregates';
import { type RequestContext, stamp } from '../kernel/context';
import {
  commit,
  type OnFail,
  type Step,
  TRANSACTION_LIMIT,
  type TxEntities as KernelTx,
} from '../kernel/transaction';
import { AppError } from '../platform/errors';
import { checkFeatureValues } from './access';
import { auditSteps } from './audit';
import type { RowChange, TableDefinition } from './definition';
import { tableError } from './errors';
import { derivedWritesOf, figuresOf, guardOf } from './guards';
import { nameIndexWrites } from './names';
import { findTable } from './registry';
import { createdRow, createdValues, type RowRules } from './rows';
import { storeFor, type TxEntities } from './store';
import { uniqueWrites } from './unique';

type Item = Record<string, unknown>;

/** A write prepared outside its transaction: what it stores, and its steps for the runner. */
export type RowWrite<R> = {
  row: R;
  /** The row's write, its unique column's marker writes and its audit entry. */
  steps(tx: KernelTx): Step[];
};

/**
 * THE way a row of a data table is written, by the manager and by the domains' routes alike:
 * each write carries the row rules (search text, times, version; a change conditional on the
 * version read), keeps the table's unique column's markers and name-index keys, and writes its
 * audit entry (none
 * for the system's own work), all as steps of one transaction.
 */
export type TableRecord = {
  readonly definition: TableDefinition;
  /**
   * A new row. `values` are its columns and any attributes the entity keeps beside them (a
   * product's in-stock key, who received a receiving). A unique value another row holds fails
   * the transaction: 409 with the table's message, or `taken` ('refuse': the route answers
   * `exist`).
   */
  create<V extends Item>(
    ctx: RequestContext,
    values: V,
    options?: { id?: string; taken?: OnFail; at?: string },
  ): RowWrite<V & RowRules> & { id: string };
  /**
   * A change of some columns of `current` (as read): one audit entry per changed column.
   * `erasure` (a POPIA erasure): the entries name the fields replaced, never their old values.
   */
  update(
    ctx: RequestContext,
    current: TableRow,
    changes: Item,
    options?: { at?: string; erasure?: boolean },
  ): RowWrite<TableRow>;
  /** The row's deletion, if it is still as read; its audit entry keeps a copy of it. */
  remove(ctx: RequestContext, current: TableRow, options?: { at?: string }): RowWrite<TableRow>;
  /**
   * An imported row: a change of `before`'s writable columns when it exists, else the whole row;
   * its audit entry's id is `auditId`, so a retried import writes the same entry.
   */
  imported(
    ctx: RequestContext,
    before: TableRow | undefined,
    row: Item & { id: string },
    options: { auditId: string; writable: Item; at?: string },
  ): RowWrite<Item>;
};

/** What an erasure's audit entry, and an erased row's earlier entries, hold instead of values. */
export const ERASED_VALUE = '(erased)';

/** A row's own write: its condition (the version read) failing means someone changed it. */
const rowStep = (table: TableDefinition, id: string, write: unknown): Step => ({
  name: `${table.name} ${id}`,
  write,
  onFail: tableError('changed'),
});

const asTableTx = (tx: KernelTx) => tx as unknown as TxEntities;

/** The record of a table: how its rows are written. */
export function recordOf(table: TableDefinition): TableRecord {
  const store = (ctx: RequestContext) => storeFor(ctx.db, ctx.emis, table);
  return {
    definition: table,

    create(ctx, values, options = {}) {
      checkFeatureValues(ctx, table, values);
      const id = options.id ?? ulid();
      const at = options.at ?? stamp(ctx);
      const row = createdRow(table, ctx.emis, id, values, at);
      const taken = options.taken;
      return {
        id,
        row,
        steps: (kernelTx) => {
          const tx = asTableTx(kernelTx);
          return [
            rowStep(table, id, store(ctx).create(tx, row)),
            ...uniqueWrites(tx, ctx.emis, table, id, undefined, values, at, taken),
            ...nameIndexWrites(kernelTx, ctx.emis, table, id, undefined, values),
            ...auditSteps(kernelTx, ctx, {
              table: table.name,
              rowId: id,
              action: 'create',
              newValue: createdValues(table, values),
              at,
            }),
          ];
        },
      };
    },

    update(ctx, current, changes, options = {}) {
      checkFeatureValues(ctx, table, changes, current);
      const at = options.at ?? stamp(ctx);
      const changed = Object.entries(changes).filter(
        ([name, value]) => (current[name] ?? null) !== (value ?? null),
      );
      return {
        row: { ...current, ...changes, updated_at: at },
        steps: (kernelTx) => {
          if (changed.length === 0) return [];
          const tx = asTableTx(kernelTx);
          return [
            rowStep(table, current.id, store(ctx).patch(tx, current, changes, at)),
            // The row after the change: a change that leaves the unique column out keeps its
            // value (and its marker), it does not clear it.
            ...uniqueWrites(
              tx,
              ctx.emis,
              table,
              current.id,
              current,
              { ...current, ...changes },
              at,
            ),
            ...nameIndexWrites(kernelTx, ctx.emis, table, current.id, current, {
              ...current,
              ...changes,
            }),
            ...changed.flatMap(([field, value]) =>
              auditSteps(kernelTx, ctx, {
                table: table.name,
                rowId: current.id,
                action: 'update',
                field,
                ...(options.erasure
                  ? { newValue: ERASED_VALUE }
                  : { oldValue: current[field] ?? null, newValue: value }),
                at,
              }),
            ),
          ];
        },
      };
    },

    remove(ctx, current, options = {}) {
      const at = options.at ?? stamp(ctx);
      return {
        row: current,
        steps: (kernelTx) => {
          const tx = asTableTx(kernelTx);
          return [
            rowStep(table, current.id, store(ctx).remove(tx, current)),
            ...uniqueWrites(tx, ctx.emis, table, current.id, current, undefined, at),
            ...nameIndexWrites(kernelTx, ctx.emis, table, current.id, current, undefined),
            ...auditSteps(kernelTx, ctx, {
              table: table.name,
              rowId: current.id,
              action: 'delete',
              oldValue: current,
              at,
            }),
          ];
        },
      };
    },

    imported(ctx, before, row, options) {
      checkFeatureValues(ctx, table, before ? options.writable : row, before);
      const at = options.at ?? stamp(ctx);
      return {
        row,
        steps: (kernelTx) => {
          const tx = asTableTx(kernelTx);
          const rows = store(ctx);
          return [
            // An existing row is changed, not replaced: what the columns do not show (a
            // product's stock and its in-stock index) stays, and a concurrent change is refused.
            rowStep(
              table,
              row.id,
              before
                ? rows.patch(tx, before, options.writable, at)
                : rows.put(tx, row as TableRow, at),
            ),
            ...uniqueWrites(tx, ctx.emis, table, row.id, before, row, at),
            ...nameIndexWrites(kernelTx, ctx.emis, table, row.id, before, {
              ...before,
              ...(before ? options.writable : row),
            }),
            ...auditSteps(kernelTx, ctx, {
              table: table.name,
              rowId: row.id,
              action: 'import',
              newValue: row,
              at,
              id: options.auditId,
            }),
          ];
        },
      };
    },
  };
}

/**
 * The record of a table by name, for a domain's writes (`const products = tableRecord('products')`
 * at the top of its service): an unknown name fails when the module loads, not on a request.
 * Callers mark the call with a `@__PURE__` annotation: a bundle that loads such a module but never writes
 * its rows (the scheduled function loads the store's index) then drops it, and with it the
 * table registry; the unbundled tests still load every module, so a wrong name still fails.
 */
export function tableRecord(name: string): TableRecord {
  const table = findTable(name);
  if (!table) throw new Error(`No data table '${name}'`);
  return recordOf(table);
}

/**
 * The checks a table's guard adds to a transaction that changes or deletes these rows (none for
 * a table without one). Called inside the transaction's plan, so each attempt checks afresh.
 */
export async function guardSteps(
  ctx: RequestContext,
  table: TableDefinition,
  tx: KernelTx,
  changes: readonly RowChange[],
): Promise<Step[]> {
  const guard = guardOf(table.name);
  if (!guard || changes.length === 0) return [];
  return (await Promise.all(changes.map((change) => guard(ctx, tx, change)))).flat();
}

/** A row's change as its figures see it: a new row, a change of some columns, a deletion. */
export type FigureChange = RowChange | { action: 'create'; row: Record<string, unknown> };

/**
 * The aggregate writes of a transaction's row changes (none for a table without figures): the
 * deltas of every change merged, so rows sharing a figure write its item once.
 */
export function figureSteps(
  ctx: RequestContext,
  table: TableDefinition,
  tx: KernelTx,
  changes: readonly FigureChange[],
): Step[] {
  const deltasOf = figuresOf(table.name);
  if (!deltasOf || changes.length === 0) return [];
  const deltas = changes.flatMap((change) => {
    if (change.action === 'create') return deltasOf(change.row);
    const before = negate(deltasOf(change.current));
    if (change.action === 'delete') return before;
    return [...before, ...deltasOf({ ...change.current, ...change.changes })];
  });
  return aggregateSteps(tx, ctx.emis, deltas);
}

/**
 * The writes of other items the rows' changes move (a matter's next task due), as the table's
 * domain derives them (none for a table without): planned afresh in each attempt.
 */
export async function derivedWriteSteps(
  ctx: RequestContext,
  table: TableDefinition,
  tx: KernelTx,
  changes: readonly FigureChange[],
): Promise<Step[]> {
  const writes = derivedWritesOf(table.name);
  if (!writes || changes.length === 0) return [];
  return writes(
    ctx,
    tx,
    changes.map((change) =>
      change.action === 'create'
        ? { before: undefined, after: change.row }
        : change.action === 'delete'
          ? { before: change.current, after: undefined }
          : { before: change.current, after: { ...change.current, ...change.changes } },
    ),
  );
}

/** Whether the table's rows move other items (an import counts a write more per row). */
export const hasDerivedWrites = (table: TableDefinition) =>
  derivedWritesOf(table.name) !== undefined;

/**
 * Runs a change's steps as one transaction: all of them or none. A changed row cancels it
 * (409), and so does a unique value another row holds (409 with the table's message).
 */
export async function commitRows(
  ctx: RequestContext,
  build: (tx: KernelTx) => Step[] | Promise<Step[]>,
) {
  await commit(ctx.db, async (tx) => {
    const steps = await build(tx);
    // A unique column adds marker writes to each row's: a bulk change may not fit.
    if (steps.length > TRANSACTION_LIMIT)
      throw new AppError(400, 'Too many rows at a time in this table: select fewer');
    return steps;
  });
}
