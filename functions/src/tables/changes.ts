import type { RequestContext } from '../kernel/context';
import { stamp } from '../kernel/context';
import { siteChanged } from '../kernel/site-cache';
import { companyWithDomain } from '../site';
import { column, resolve, store } from './access';
import { tableError } from './errors';
import { commitRows, derivedWriteSteps, figureSteps, guardSteps, recordOf } from './record';
import { takenError } from './unique';
import { checkedValue, fieldError, rowValues } from './values';

// The manager's changes of rows: a field, a field of many rows, a new row, deletions. Each is
// the table's record's write (row rules, unique markers, audit) in one transaction.

/** The table and its column, if the caller may change that column by `action`. */
function writableColumn(
  ctx: RequestContext,
  name: string,
  columnName: string,
  action: 'edit' | 'bulkEdit',
) {
  const table = resolve(ctx, name, action);
  const spec = column(table, columnName);
  if (spec.readOnly)
    throw tableError('readOnlyColumn', {
      fields: { [columnName]: 'This column cannot be changed here' },
    });
  return { table, spec };
}

export async function updateField(
  ctx: RequestContext,
  name: string,
  id: string,
  columnName: string,
  value: unknown,
) {
  const { table, spec } = writableColumn(ctx, name, columnName, 'edit');
  const next = await checkedValue(ctx, spec, value);
  const current = await store(ctx, table).get(id);
  if (!current) throw tableError('unknownRow');
  const changes = { [columnName]: next };
  const change = recordOf(table).update(ctx, current, changes);
  await commitRows(ctx, async (tx) => {
    const steps = change.steps(tx);
    if (steps.length === 0) return steps;
    return [
      ...(await guardSteps(ctx, table, tx, [{ action: 'update', current, changes }])),
      ...steps,
      ...figureSteps(ctx, table, tx, [{ action: 'update', current, changes }]),
      ...(await derivedWriteSteps(ctx, table, tx, [{ action: 'update', current, changes }])),
    ];
  });
  const row = change.row;
  if (table.site) siteChanged(ctx);
  if (table.binding.kind !== 'company') return { status: 'success' as const, row };
  // Company settings change the theme and the public site at once: the reply carries both.
  const company = await ctx.tenant.company.get();
  return {
    status: 'success' as const,
    row,
    company: company ? await companyWithDomain(ctx.tenant, company) : undefined,
  };
}

export async function updateMany(
  ctx: RequestContext,
  name: string,
  ids: string[],
  columnName: string,
  value: unknown,
) {
  const { table, spec } = writableColumn(ctx, name, columnName, 'bulkEdit');
  const next = await checkedValue(ctx, spec, value);
  const current = await store(ctx, table).getMany(ids);
  if (ids.some((id) => !current.has(id))) throw tableError('unknownRow');
  const changing = [...current.values()].filter((row) => (row[columnName] ?? null) !== next);
  // Many rows cannot share one unique value.
  if (table.unique?.column === columnName && next !== null && changing.length > 1)
    throw takenError(table.unique);
  const at = stamp(ctx);
  const record = recordOf(table);
  const changes = changing.map((row) => record.update(ctx, row, { [columnName]: next }, { at }));
  const rowChanges = changing.map((current) => ({
    action: 'update' as const,
    current,
    changes: { [columnName]: next },
  }));
  await commitRows(ctx, async (tx) => [
    ...(await guardSteps(ctx, table, tx, rowChanges)),
    ...changes.flatMap((change) => change.steps(tx)),
    ...figureSteps(ctx, table, tx, rowChanges),
    ...(await derivedWriteSteps(ctx, table, tx, rowChanges)),
  ]);
  if (table.site && changing.length > 0) siteChanged(ctx);
  return { status: 'success' as const, updated: changing.length };
}

export async function createRow(ctx: RequestContext, name: string, data: Record<string, unknown>) {
  const table = resolve(ctx, name, 'create');
  const { values, fields } = await rowValues(ctx, table, data);
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  const created = recordOf(table).create(ctx, values);
  await commitRows(ctx, async (tx) => [
    ...created.steps(tx),
    ...figureSteps(ctx, table, tx, [{ action: 'create', row: created.row }]),
    ...(await derivedWriteSteps(ctx, table, tx, [{ action: 'create', row: created.row }])),
  ]);
  if (table.site) siteChanged(ctx);
  return created.id;
}

export async function deleteRows(
  ctx: RequestContext,
  name: string,
  ids: string[],
  action: 'delete' | 'bulkDelete',
) {
  const table = resolve(ctx, name, action);
  const current = await store(ctx, table).getMany(ids);
  // Another company's id, or one already gone, answers like a missing row and deletes nothing.
  if (ids.some((id) => !current.has(id))) throw tableError('unknownRow');
  const at = stamp(ctx);
  const record = recordOf(table);
  const rows = [...current.values()];
  const removals = rows.map((row) => record.remove(ctx, row, { at }));
  const deletions = rows.map((row) => ({ action: 'delete' as const, current: row }));
  await commitRows(ctx, async (tx) => [
    ...(await guardSteps(ctx, table, tx, deletions)),
    ...removals.flatMap((removal) => removal.steps(tx)),
    ...figureSteps(ctx, table, tx, deletions),
    ...(await derivedWriteSteps(ctx, table, tx, deletions)),
  ]);
  if (table.site) siteChanged(ctx);
  return current.size;
}
