import type { TableInfo } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import { entitledTo, resolve } from './access';
import { allTables, tableInfo } from './registry';

// What the manager shows of the tables themselves: which the caller sees, and their columns.

export function listTables(ctx: RequestContext): TableInfo[] {
  return allTables()
    .filter((table) => ctx.caller.alevel >= table.permissions.view && entitledTo(ctx, table))
    .map((table) => tableInfo(table, ctx.caller.alevel));
}

export function describeTable(ctx: RequestContext, name: string): TableInfo {
  return tableInfo(resolve(ctx, name), ctx.caller.alevel);
}

/** The spec's column object: each column's type; an object value marks a related table. */
export function columnObject(
  ctx: RequestContext,
  name: string,
): Record<string, string | { table: string; column: string; label: string }> {
  const table = resolve(ctx, name);
  return {
    ...Object.fromEntries(table.columns.map((c) => [c.name, c.type])),
    ...Object.fromEntries((table.related ?? []).map((r) => [r.table, r])),
  };
}
