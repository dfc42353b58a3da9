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
