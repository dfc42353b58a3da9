import { actorOf, type RequestContext, stamp } from '../kernel/context';
import type { UniqueScope } from '@shared/catalogue/unique';
import { searchTextOf } from '@shared/tables/columns';
import { claimUnique, type MarkerTx } from '../kernel/unique';
import { transaction, type Step, type TxEntities } from '../kernel/transaction';
import { auditWrite } from '../tables/audit';
import { findTable } from '../tables/registry';
import type { TxEntities as TableTx } from '../tables/store';

/**
 * The attributes every row of a data table carries, for a row created outside the manager: its
 * search text (from the table's columns), times and first version.
 */
export function newRow<R extends Record<string, unknown>>(
  ctx: RequestContext,
  table: string,
  row: R,
) {
  const columns = findTable(table)?.columns ?? [];
  const at = stamp(ctx);
  return {
    ...row,
    search_text: searchTextOf(row, columns),
    created_at: at,
    updated_at: at,
    row_version: 1,
  };
}

/** The claim of a unique value, as a step whose failure means `exist`. */
export function claim(
  tx: TxEntities,
  ctx: RequestContext,
  unique: UniqueScope,
  value: unknown,
  id: string,
): Step[] {
  // Refused when the value is taken: the use case answers 'exist'.
  return claimUnique(tx as unknown as MarkerTx, ctx.emis, unique, value, id, stamp(ctx));
}

/** The audit entry of a created row (none for the seed). */
export function audited(
  tx: TxEntities,
  ctx: RequestContext,
  table: string,
  id: string,
  row: Record<string, unknown>,
): Step[] {
  const actor = actorOf(ctx);
  if (!actor) return [];
  // The row's values as the manager's own create records them: its columns.
  const columns = findTable(table)?.columns ?? [];
  const values = Object.fromEntries(columns.map((c) => [c.name, row[c.name] ?? null]));
  return [
    {
      name: 'audit',
      write: auditWrite(tx as unknown as TableTx, actor, {
        table,
        rowId: id,
        action: 'create',
        newValue: values,
        at: stamp(ctx),
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
  ctx: RequestContext,
  build: (tx: TxEntities) => Step[],
): Promise<'success' | 'exist'> {
  const result = await transaction(ctx.db, build);
  return result.written ? 'success' : 'exist';
}
