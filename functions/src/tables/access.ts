import type { ColumnSpec } from '@shared/tables/columns';
import type { TableRow } from '@shared/tables/types';
import { featureRefusal, planIncludes } from '@shared/plans/entitlements';
import type { RequestContext } from '../kernel/context';
import { AppError } from '../platform/errors';
import type { Permissions, TableDefinition } from './definition';
import { tableError } from './errors';
import { findTable } from './registry';
import { storeFor, type TableStore } from './store';

export type Action = Exclude<keyof Permissions, 'view'>;

/** The table, if the caller may see it and (when asked) do `action` in it. */
export function resolve(ctx: RequestContext, name: string, action?: Action): TableDefinition {
  const table = findTable(name);
  if (!table) throw tableError('unknownTable');
  if (ctx.caller.alevel < table.permissions.view) throw tableError('noAccess');
  if (!entitledTo(ctx, table)) throw new AppError(403, featureRefusal(table.feature!));
  if (action) {
    const level = table.permissions[action];
    if (level === null)
      throw tableError(
        action === 'create' || action === 'delete' || action === 'bulkDelete'
          ? 'singleRow'
          : 'notAllowed',
      );
    if (ctx.caller.alevel < level) throw tableError('notAllowed');
  }
  return table;
}

/** Whether the company's plan includes the table's feature (a table of none: always). */
export const entitledTo = (ctx: RequestContext, table: TableDefinition): boolean =>
  !table.feature || !ctx.company || planIncludes(ctx.company.plan, table.feature);

/**
 * A write that sets a column value of a feature outside the company's plan (a product listed on
 * the store by a Standard company) is refused: 403 with the feature's message, nothing written.
 */
export function checkFeatureValues(
  ctx: RequestContext,
  table: TableDefinition,
  values: object,
  current?: object,
) {
  if (!ctx.company) return;
  for (const rule of table.featureValues ?? []) {
    const value = (values as Record<string, unknown>)[rule.column];
    // A value the row already holds is not set anew (an edit of another column goes through).
    const kept = current && (current as Record<string, unknown>)[rule.column] === value;
    if (value === rule.value && !kept && !planIncludes(ctx.company.plan, rule.feature))
      throw new AppError(403, featureRefusal(rule.feature));
  }
}

/** The table's rows in the caller's company. */
export const store = (ctx: RequestContext, table: TableDefinition): TableStore =>
  storeFor(ctx.db, ctx.tenant.emis, table);

/** A column of the table by name (400 when it has none of that name). */
export function column(table: TableDefinition, name: string): ColumnSpec {
  const spec = table.columns.find((c) => c.name === name);
  if (!spec) throw tableError('unknownColumn', { fields: { [name]: 'Unknown column' } });
  return spec;
}

/** Whether the data-table manager knows a table of this name. */
export const hasTable = (name: string): boolean => findTable(name) !== undefined;

/**
 * A row of a table by name in the caller's company, as the table's record changes it (a domain
 * route reads the row it then writes through `tableRecord(name)`); undefined when missing.
 */
export async function tableRow(
  ctx: RequestContext,
  name: string,
  id: string,
): Promise<TableRow | undefined> {
  const table = findTable(name);
  if (!table) throw new Error(`No data table '${name}'`);
  return store(ctx, table).get(id);
}
