import type { UniqueScope } from '@shared/catalogue/unique';
import { searchTextOf } from '@shared/tables/columns';
import { claimUnique, type MarkerTx } from '../kernel/unique';
import { transaction, type Step, type TxEntities } from '../kernel/transaction';
import { auditWrite } from '../tables/audit';
import { findTable } from '../tables/registry';
import type { TxEntities as TableTx } from '../tables/store';
import type { Scope } from './scope';

/**
 * The attributes every row of a data table carries, for a row created outside the manager: its
 * search text (from the table's columns), times and first version.
 */
export function newRow<R extends Record<string, unknown>>(scope: Scope, table: string, row: R) {
  const columns = findTable(table)?.columns ?? [];
  return {
    ...row,
    search_text: searchTextOf(row, columns),
    created_at: scope.now,
    updated_at: scope.now,
    row_version: 1,
  };
}

/** The claim of a unique value, as a step whose failure means `exist`. */
export function claim(
  tx: TxEntities,
  scope: Scope,
  unique: UniqueScope,
  value: unknown,
  id: string,
): Step[] {
  // Refused when the value is taken: the use case answers 'exist'.
  return claimUnique(tx as unknown as MarkerTx, scope.emis, unique, value, id, scope.now);
}

/** The audit entry of a created row (none for the seed). */
export function audited(
  tx: TxEntities,
  scope: Scope,
  table: string,
  id: string,
  row: Record<string, unknown>,
): Step[] {
  if (!scope.actor) return [];
  // The row's values as the manager's own create records them: its columns.
  const columns = findTable(table)?.columns ?? [];
  const values = Object.fromEntries(columns.map((c) => [c.name, row[c.name] ?? null]));
  return [
    {
      name: 'audit',
      write: auditWrite(tx as unknown as TableTx, scope.actor, {
        table,
        rowId: id,
        action: 'create',
        newValue: values,
        at: scope.now,
      }),
    },
  ];
}

/**
 * Runs the steps as one transaction. On a cancellation the failed steps decide: their error is
 * thrown (a missing category), or a refused claim answers `exist` (a taken name). Nothing is
 * written either way.
 */
export async function run(
  scope: Scope,
  build: (tx: TxEntities) => Step[],
): Promise<'success' | 'exist'> {
  const result = await transaction(scope.db, build);
  return result.written ? 'success' : 'exist';
}
