import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { valueSchema, type ColumnSpec } from '@shared/tables/columns';
import type { QueryFilter } from '@shared/tables/schemas';
import type {
  AuditEntry,
  ImportReport,
  RowsPage,
  TableHistoryPage,
  TableInfo,
  TableRow,
} from '@shared/tables/types';
import { formatDateTime } from '@shared/time/sast';
import { AppError } from '../platform/errors';
import type { RequestContext } from '../kernel/context';
import { companyWithDomain } from '../site';
import type { Permissions, TableDefinition } from './definition';
import { tableError } from './errors';
import { importConflicts, takenError, uniqueWrites } from './unique';
import { commit as commitSteps, type Step } from '../kernel/transaction';
import { checkedCursor } from '../kernel/pager';
import { auditWrite, type AuditInput } from './audit';
import { allTables, findTable, tableInfo } from './registry';
import { storeFor, type TableStore, type TxEntities } from './store';

type Action = Exclude<keyof Permissions, 'view'>;

/** The table, if the caller may see it and (when asked) do `action` in it. */
function resolve(ctx: RequestContext, name: string, action?: Action): TableDefinition {
  const table = findTable(name);
  if (!table) throw tableError('unknownTable');
  if (ctx.caller.alevel < table.permissions.view) throw tableError('noAccess');
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

const store = (ctx: RequestContext, table: TableDefinition): TableStore =>
  storeFor(ctx.deps.db, ctx.tenant.emis, table);

function column(table: TableDefinition, name: string): ColumnSpec {
  const spec = table.columns.find((c) => c.name === name);
  if (!spec) throw tableError('unknownColumn', { fields: { [name]: 'Unknown column' } });
  return spec;
}

function fieldError(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? 'The value is not valid';
  return new AppError(400, first, { fields });
}

// Reference checks of one request, remembered (an import names the same class many times).
const referenceMemo = new WeakMap<RequestContext, Map<string, Promise<boolean>>>();

async function referenceExists(
  ctx: RequestContext,
  tableName: string,
  id: string,
): Promise<boolean> {
  let memo = referenceMemo.get(ctx);
  if (!memo) referenceMemo.set(ctx, (memo = new Map()));
  const key = `${tableName}:${id}`;
  let found = memo.get(key);
  if (!found) {
    const target = findTable(tableName);
    found = target ? store(ctx, target).get(id).then(Boolean) : Promise.resolve(false);
    memo.set(key, found);
  }
  return found;
}

/** One column's value, checked against its type (and, for a reference, that the row exists). */
async function checkedValue(ctx: RequestContext, spec: ColumnSpec, value: unknown) {
  const parsed = valueSchema(spec).safeParse(value);
  if (!parsed.success)
    throw fieldError({ [spec.name]: parsed.error.issues[0]?.message ?? 'Not valid' });
  if (
    parsed.data !== null &&
    spec.references &&
    !(await referenceExists(ctx, spec.references.table, String(parsed.data)))
  ) {
    throw tableError('noReference', { fields: { [spec.name]: 'The chosen item does not exist' } });
  }
  return parsed.data;
}

function auditStep(tx: TxEntities, ctx: RequestContext, entry: AuditInput): Step {
  return {
    name: `audit ${entry.rowId}`,
    write: auditWrite(
      tx,
      { emis: ctx.emis, userId: ctx.caller.userId, requestId: ctx.requestId },
      entry,
    ),
  };
}

/** A row's own write: its condition (the version read) failing means someone changed it. */
const rowStep = (write: unknown): Step => ({
  name: 'row',
  write,
  onFail: tableError('changed'),
});

/**
 * Runs a change's steps as one transaction: all of them or none. A changed row cancels it
 * (409), and so does a unique value another row holds (409 with the table's message).
 */
async function commit(ctx: RequestContext, build: (tx: TxEntities) => Step[]) {
  await commitSteps(ctx.deps.db, (tx) => {
    const steps = build(tx as unknown as TxEntities);
    // A unique column adds marker writes to each row's: a bulk change may not fit.
    if (steps.length > TRANSACTION_ITEMS)
      throw new AppError(400, 'Too many rows at a time in this table: select fewer');
    return steps;
  });
}

/** DynamoDB's limit of writes in one transaction. */
const TRANSACTION_ITEMS = 100;

const now = (ctx: RequestContext) => formatDateTime(ctx.deps.clock.now());

export function listTables(ctx: RequestContext): TableInfo[] {
  return allTables()
    .filter((table) => ctx.caller.alevel >= table.permissions.view)
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

export async function updateField(
  ctx: RequestContext,
  name: string,
  id: string,
  columnName: string,
  value: unknown,
) {
  const table = resolve(ctx, name, 'edit');
  const spec = column(table, columnName);
  if (spec.readOnly)
    throw tableError('readOnlyColumn', {
      fields: { [columnName]: 'This column cannot be changed here' },
    });
  const next = await checkedValue(ctx, spec, value);
  const rows = store(ctx, table);
  const current = await rows.get(id);
  if (!current) throw tableError('unknownRow');
  const at = now(ctx);
  const before = current[columnName] ?? null;
  if (before !== next) {
    await commit(ctx, (tx) => [
      rowStep(rows.patch(tx, current, { [columnName]: next }, at)),
      ...uniqueWrites(tx, ctx.tenant.emis, table, id, current, { [columnName]: next }, at),
      auditStep(tx, ctx, {
        table: name,
        rowId: id,
        action: 'update',
        field: columnName,
        oldValue: before,
        newValue: next,
        at,
      }),
    ]);
  }
  const row = { ...current, [columnName]: next, updated_at: at };
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
  const table = resolve(ctx, name, 'bulkEdit');
  const spec = column(table, columnName);
  if (spec.readOnly)
    throw tableError('readOnlyColumn', {
      fields: { [columnName]: 'This column cannot be changed here' },
    });
  const next = await checkedValue(ctx, spec, value);
  const rows = store(ctx, table);
  const current = await rows.getMany(ids);
  if (ids.some((id) => !current.has(id))) throw tableError('unknownRow');
  const changing = [...current.values()].filter((row) => (row[columnName] ?? null) !== next);
  // Many rows cannot share one unique value.
  if (table.unique?.column === columnName && next !== null && changing.length > 1)
    throw takenError(table.unique);
  const at = now(ctx);
  if (changing.length > 0) {
    await commit(ctx, (tx) =>
      changing.flatMap((row) => [
        rowStep(rows.patch(tx, row, { [columnName]: next }, at)),
        ...uniqueWrites(tx, ctx.tenant.emis, table, row.id, row, { [columnName]: next }, at),
        auditStep(tx, ctx, {
          table: name,
          rowId: row.id,
          action: 'update',
          field: columnName,
          oldValue: row[columnName] ?? null,
          newValue: next,
          at,
        }),
      ]),
    );
  }
  return { status: 'success' as const, updated: changing.length };
}

/** The values of a new or imported row: every column checked; unknown or read-only ones refused. */
async function rowValues(
  ctx: RequestContext,
  table: TableDefinition,
  data: Record<string, unknown>,
  existing?: TableRow,
) {
  const fields: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    if (key === 'id') continue;
    const spec = table.columns.find((c) => c.name === key);
    if (!spec) fields[key] = 'Unknown column';
    else if (spec.readOnly && (existing?.[key] ?? null) !== (data[key] ?? null))
      fields[key] = 'This column cannot be changed here';
  }
  for (const spec of table.columns) {
    if (spec.readOnly) continue;
    const raw = spec.name in data ? data[spec.name] : existing?.[spec.name];
    try {
      values[spec.name] = await checkedValue(ctx, spec, raw);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      Object.assign(fields, error.details.fields ?? { [spec.name]: error.message });
    }
  }
  return { values, fields };
}

export async function createRow(ctx: RequestContext, name: string, data: Record<string, unknown>) {
  const table = resolve(ctx, name, 'create');
  const { values, fields } = await rowValues(ctx, table, data);
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  const id = ulid();
  const at = now(ctx);
  const rows = store(ctx, table);
  await commit(ctx, (tx) => [
    rowStep(rows.create(tx, id, values, at)),
    ...uniqueWrites(tx, ctx.tenant.emis, table, id, undefined, values, at),
    auditStep(tx, ctx, { table: name, rowId: id, action: 'create', newValue: values, at }),
  ]);
  return id;
}

export async function deleteRows(
  ctx: RequestContext,
  name: string,
  ids: string[],
  action: 'delete' | 'bulkDelete',
) {
  const table = resolve(ctx, name, action);
  const rows = store(ctx, table);
  const current = await rows.getMany(ids);
  // Another company's id, or one already gone, answers like a missing row and deletes nothing.
  if (ids.some((id) => !current.has(id))) throw tableError('unknownRow');
  const at = now(ctx);
  await commit(ctx, (tx) =>
    [...current.values()].flatMap((row) => [
      rowStep(rows.remove(tx, row)),
      ...uniqueWrites(tx, ctx.tenant.emis, table, row.id, row, undefined, at),
      auditStep(tx, ctx, { table: name, rowId: row.id, action: 'delete', oldValue: row, at }),
    ]),
  );
  return current.size;
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

/** A row's changes, newest first, with the names of the people who made them. */
type StoredAudit = {
  id: string;
  table: string;
  row_id: string;
  action: AuditEntry['action'];
  field?: string;
  old_value?: string;
  new_value?: string;
  user_id: string;
  at: string;
};

/** Stored audit entries as the screens show them, with the names of the people who made them. */
async function auditEntries(ctx: RequestContext, data: StoredAudit[]): Promise<AuditEntry[]> {
  const names = new Map<string, string>();
  await Promise.all(
    [...new Set(data.map((entry) => entry.user_id))].map(async (userId) => {
      const user = await ctx.deps.accounts.getUser(userId);
      names.set(userId, user?.name ?? 'A former user');
    }),
  );
  return data.map((entry) => ({
    id: entry.id,
    table: entry.table,
    row_id: entry.row_id,
    action: entry.action,
    field: entry.field ?? null,
    old_value: entry.old_value ?? null,
    new_value: entry.new_value ?? null,
    user_id: entry.user_id,
    user_name: names.get(entry.user_id) ?? '',
    at: entry.at,
  }));
}

export async function rowHistory(
  ctx: RequestContext,
  name: string,
  id: string,
): Promise<AuditEntry[]> {
  resolve(ctx, name);
  const { data } = await ctx.deps.db.entities.auditEntry.query
    .byRow({ emis: ctx.tenant.emis, table: name, row_id: id })
    .go({ limit: 200, order: 'desc' });
  return auditEntries(ctx, data);
}

const TABLE_HISTORY_PAGE = 50;

/** The label column's value in a whole-row entry (added, imported or deleted), if it has one. */
function labelIn(json: string | undefined, labelColumn: string): string | undefined {
  if (!json?.startsWith('{')) return undefined;
  try {
    const value = (JSON.parse(json) as Record<string, unknown>)[labelColumn];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A table's changes, newest first, 50 a page: deleted rows included (their name comes from the
 * deletion's record of the row), so every change made here stays visible.
 */
export async function tableHistory(
  ctx: RequestContext,
  name: string,
  cursor: string | undefined,
): Promise<TableHistoryPage> {
  const table = resolve(ctx, name);
  // A cursor of another table's (or company's) history, or an edited one, is a 400.
  const start = checkedCursor(
    cursor,
    { field: 'gsi1pk', value: `${ctx.tenant.emis}#audit#${name}` },
    ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  );
  const page: { data: StoredAudit[]; cursor: string | null } =
    await ctx.deps.db.entities.auditEntry.query
      .byTable({ emis: ctx.tenant.emis, table: name })
      .go({ limit: TABLE_HISTORY_PAGE, order: 'desc', cursor: start ?? null });
  const labels = new Map<string, string>();
  for (const entry of page.data) {
    const label =
      labelIn(entry.new_value, table.labelColumn) ?? labelIn(entry.old_value, table.labelColumn);
    if (label && !labels.has(entry.row_id)) labels.set(entry.row_id, label);
  }
  const unnamed = [...new Set(page.data.map((e) => e.row_id))].filter((id) => !labels.has(id));
  if (unnamed.length > 0) {
    for (const [id, row] of await store(ctx, table).getMany(unnamed)) {
      const label = row[table.labelColumn];
      if (label !== null && label !== undefined) labels.set(id, String(label));
    }
  }
  const entries = await auditEntries(ctx, page.data);
  return {
    entries: entries.map((entry) => ({ ...entry, row_label: labels.get(entry.row_id) ?? null })),
    cursor: page.cursor,
  };
}

/** A stable id for the n-th new row of an import, so that a retried import writes the same rows. */
function importedId(importId: string, index: number): string {
  return createHash('sha256').update(`${importId}:${index}`).digest('base64url').slice(0, 26);
}

const IMPORT_CHUNK = 25;

/** The values of a row's writable columns (null where empty). */
function columnValues(table: TableDefinition, row: Record<string, unknown>) {
  return Object.fromEntries(
    table.columns.filter((c) => !c.readOnly).map((c) => [c.name, row[c.name] ?? null]),
  );
}

/**
 * Imports rows (keyed by column name; an `id` of an existing row updates it). Every row is
 * checked before anything is written; with any row rejected nothing is written and the report
 * says which and why. A dry run only reports.
 */
export async function importRows(
  ctx: RequestContext,
  name: string,
  input: Array<Record<string, unknown>>,
  dryRun: boolean,
  importId: string,
): Promise<ImportReport> {
  const table = resolve(ctx, name, 'create');
  if (table.binding.kind === 'company') throw tableError('singleRow');
  const rows = store(ctx, table);
  const ids = input.map((row) =>
    typeof row.id === 'string' && row.id !== '' ? row.id : undefined,
  );
  const existing = await rows.getMany(ids.filter((id): id is string => Boolean(id)));
  if (
    !dryRun &&
    [...existing.values()].length > 0 &&
    ctx.caller.alevel < (table.permissions.edit ?? Infinity)
  ) {
    throw tableError('notAllowed');
  }
  const report: ImportReport = {
    accepted: 0,
    rejected: [],
    created: 0,
    updated: 0,
    written: false,
  };
  // A retried import's new rows exist already (their ids are derived): they hold their claims.
  const retried = table.unique
    ? await rows.getMany(
        input.flatMap((_, index) => (ids[index] ? [] : [importedId(importId, index)])),
      )
    : new Map<string, TableRow>();
  const ready: Array<{
    row: Record<string, unknown> & { id: string };
    action: 'create' | 'update';
    index: number;
    before: TableRow | undefined;
  }> = [];
  for (const [index, data] of input.entries()) {
    const id = ids[index];
    const current = id ? existing.get(id) : undefined;
    const { values, fields } = await rowValues(ctx, table, data, current);
    if (Object.keys(fields).length > 0) {
      report.rejected.push({ row: index + 1, errors: fields });
      continue;
    }
    report.accepted += 1;
    if (current) report.updated += 1;
    else report.created += 1;
    const rowId = current?.id ?? id ?? importedId(importId, index);
    ready.push({
      row: { ...values, id: rowId, created_at: current?.created_at },
      action: current ? 'update' : 'create',
      index,
      before: current ?? retried.get(rowId),
    });
  }
  if (table.unique) {
    const rule = table.unique;
    const conflicts = await importConflicts(
      ctx.deps.db,
      ctx.tenant.emis,
      rule,
      ready.map(({ row, before }) => ({ id: row.id, before, after: row })),
    );
    for (const position of [...conflicts].sort((a, b) => b - a)) {
      const [taken] = ready.splice(position, 1);
      if (!taken) continue;
      report.accepted -= 1;
      if (taken.action === 'update') report.updated -= 1;
      else report.created -= 1;
      report.rejected.push({ row: taken.index + 1, errors: { [rule.column]: rule.message } });
    }
    report.rejected.sort((a, b) => a.row - b.row);
  }
  if (dryRun) return report;
  if (report.rejected.length > 0)
    throw new AppError(400, 'Some rows are not valid: nothing was written', {
      fields: { rows: `${report.rejected.length} rejected` },
    });
  const at = now(ctx);
  for (let start = 0; start < ready.length; start += IMPORT_CHUNK) {
    const chunk = ready.slice(start, start + IMPORT_CHUNK);
    await commit(ctx, (tx) =>
      chunk.flatMap(({ row, before }, offset) => [
        // An existing row is changed, not replaced: what the columns do not show (a
        // product's stock and its in-stock index) stays, and a concurrent change is refused.
        rowStep(
          before
            ? rows.patch(tx, before, columnValues(table, row), at)
            : rows.put(tx, row as TableRow, at),
        ),
        ...uniqueWrites(tx, ctx.tenant.emis, table, row.id, before, row, at),
        auditStep(tx, ctx, {
          table: name,
          rowId: row.id,
          action: 'import',
          newValue: row,
          at,
          id: importedId(`${importId}:audit`, start + offset),
        }),
      ]),
    );
  }
  return { ...report, written: true };
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
