import type { QueryFilter } from '@shared/tables/schemas';
import type { RowsPage, TableRow } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import { column, resolve, store } from './access';
import { describeTable } from './describe';
import { tableError } from './errors';
import { findTable } from './registry';

// Reading rows: a page of a table, a reference column's choices, the name of a row.

export async function rowsOf(
  ctx: RequestContext,
  name: string,
  filter: QueryFilter,
  cursor: string | undefined,
  limit: number,
): Promise<RowsPage> {
  const table = resolve(ctx, name);
  if (filter && 'column' in filter && filter.column !== 'id') column(table, filter.column);
  return store(ctx, table).page(filter, cursor, limit);
}

/** get-table-columns: the table's columns and its first page of rows, in one answer. */
export async function columnsAndRows(
  ctx: RequestContext,
  body: { table: string; queryFilter?: QueryFilter; cursor?: string; limit: number },
) {
  const { columns } = describeTable(ctx, body.table);
  const page = await rowsOf(ctx, body.table, body.queryFilter, body.cursor, body.limit);
  return { columns, ...page };
}

const OPTIONS_LIMIT = 500;

/** The choices of a reference column: the referenced table's rows, named by its label column. */
export async function foreignKeyOptions(ctx: RequestContext, name: string, columnName: string) {
  const table = resolve(ctx, name);
  const spec = column(table, columnName);
  if (!spec.references)
    throw tableError('unknownColumn', { fields: { [columnName]: 'Not a reference column' } });
  const target = findTable(spec.references.table);
  if (!target) throw tableError('unknownTable');
  const options: Array<{ value: string; label: string }> = [];
  let cursor: string | undefined;
  do {
    const page = await store(ctx, target).page(undefined, cursor, 100);
    for (const row of page.rows)
      options.push({ value: row.id, label: String(row[spec.references.labelColumn] ?? row.id) });
    cursor = page.cursor ?? undefined;
  } while (cursor && options.length < OPTIONS_LIMIT);
  return options.sort((a, b) => a.label.localeCompare(b.label));
}

/** Every reference column's choices (the spec's dependent columns for dropdowns). */
export async function dependentColumns(ctx: RequestContext, name: string) {
  const table = resolve(ctx, name);
  const references = table.columns.filter((c) => c.references);
  const entries = await Promise.all(
    references.map(async (c) => [c.name, await foreignKeyOptions(ctx, name, c.name)] as const),
  );
  return Object.fromEntries(entries);
}

export async function foreignValue(ctx: RequestContext, name: string, id: string) {
  const table = resolve(ctx, name);
  const row = await store(ctx, table).get(id);
  if (!row) throw tableError('unknownRow');
  return { id: row.id, label: String(row[table.labelColumn] ?? row.id) };
}

/** GET /auth/get-all-classes: the school's classes, by name. */
export async function allClasses(ctx: RequestContext) {
  const table = findTable('classes');
  if (!table) return [];
  const classes: TableRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await store(ctx, table).page(undefined, cursor, 100);
    classes.push(...page.rows);
    cursor = page.cursor ?? undefined;
  } while (cursor && classes.length < OPTIONS_LIMIT);
  return classes
    .map((row) => ({
      id: row.id,
      class_name: String(row.class_name ?? ''),
      grade: String(row.grade ?? ''),
    }))
    .sort(
      (a, b) =>
        a.grade.localeCompare(b.grade, undefined, { numeric: true }) ||
        a.class_name.localeCompare(b.class_name),
    );
}
