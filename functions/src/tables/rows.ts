import { searchTextOf } from '@shared/tables/columns';
import { actorOf, type RequestContext, stamp } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { auditWrite } from './audit';
import { findTable } from './registry';
import type { TxEntities as TableTx } from './store';

// The table engine's row rules for a row a domain writes itself (save-product, save-client…):
// the same search text, times, version and audit entry as a row the manager creates.

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
