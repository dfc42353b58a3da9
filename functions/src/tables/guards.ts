import type { Delta } from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import type { RowChange } from './definition';

/**
 * A rule about a row that other items decide (a legal matter is not closed, nor deleted, while
 * its trust account holds money): called in every attempt of each change or deletion of a row
 * (the manager's edits, bulk edits, deletions and imports of existing rows), it refuses by
 * throwing an AppError, or answers the checks (DynamoDB ConditionChecks) that the change's
 * transaction must include, so the rule holds at the moment of writing.
 */
export type TableGuard = (
  ctx: RequestContext,
  tx: TxEntities,
  change: RowChange,
) => Promise<Step[]>;

// The engine knows no domain: a domain registers its table's guard (functions/src/table-guards.ts
// loads every domain's registrations where rows are changed).
const guards = new Map<string, TableGuard>();

/** Makes `guard` the guard of the table named `table` (one per table). */
export function registerGuard(table: string, guard: TableGuard): void {
  const known = guards.get(table);
  if (known && known !== guard) throw new Error(`Table ${table} has a guard already`);
  guards.set(table, guard);
}

/** The guard registered for a table, if any. */
export const guardOf = (table: string): TableGuard | undefined => guards.get(table);

/**
 * A row's share of its domain's aggregates (kernel/aggregates.ts): the deltas a row adds when
 * it is created (a change subtracts the old row's and adds the new one's, a deletion subtracts
 * them). The engine adds the merged deltas of all a transaction's rows to that transaction, so
 * the manager's edits, deletions and imports keep the figures as the domain's own writes do.
 */
export type TableFigures = (row: Record<string, unknown>) => Delta[];

const figures = new Map<string, TableFigures>();

/** Makes `deltasOf` the figures of the table named `table` (one per table). */
export function registerFigures(table: string, deltasOf: TableFigures): void {
  const known = figures.get(table);
  if (known && known !== deltasOf) throw new Error(`Table ${table} has figures already`);
  figures.set(table, deltasOf);
}

/** The figures registered for a table, if any. */
export const figuresOf = (table: string): TableFigures | undefined => figures.get(table);

/**
 * What a write of a row must keep beside its columns, decided by the row's domain from the row
 * as read (`current`, undefined for a new row) and as it will be (`next`, undefined for a
 * deletion): attributes to set or remove (a product's low-stock index key, from its stock and
 * reorder level), and the attributes the write holds on as read (`holds`: the stock, which its
 * own writes change without the row's version). Undefined: nothing beyond the columns.
 */
export type RowDerived = (
  emis: string,
  current: Record<string, unknown> | undefined,
  next: Record<string, unknown> | undefined,
) => { set: Record<string, unknown>; remove: string[]; holds: string[] } | undefined;

const derived = new Map<string, RowDerived>();

/** Makes `derive` what the rows of the table named `table` keep beside their columns. */
export function registerDerived(table: string, derive: RowDerived): void {
  const known = derived.get(table);
  if (known && known !== derive) throw new Error(`Table ${table} has derived attributes already`);
  derived.set(table, derive);
}

/** The derived attributes registered for a table, if any. */
export const derivedOf = (table: string): RowDerived | undefined => derived.get(table);

/** A change of a row as its derived writes see it: the row before (none: new) and after (none: deleted). */
export type RowMove = {
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown> | undefined;
};

/**
 * The writes of other items that a transaction's changes of a table's rows move, decided by the
 * rows' domain (a matter's next task due, from its tasks): called in every attempt of each
 * create, change, deletion and import with all the transaction's row changes at once, so rows
 * sharing an item write it once, in the same transaction.
 */
export type DerivedWrites = (
  ctx: RequestContext,
  tx: TxEntities,
  moves: readonly RowMove[],
) => Promise<Step[]>;

const derivedWrites = new Map<string, DerivedWrites>();

/** Makes `writes` the derived writes of the rows of the table named `table`. */
export function registerDerivedWrites(table: string, writes: DerivedWrites): void {
  const known = derivedWrites.get(table);
  if (known && known !== writes) throw new Error(`Table ${table} has derived writes already`);
  derivedWrites.set(table, writes);
}

/** The derived writes registered for a table, if any. */
export const derivedWritesOf = (table: string): DerivedWrites | undefined =>
  derivedWrites.get(table);
