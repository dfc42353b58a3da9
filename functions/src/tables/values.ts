import { valueSchema, type ColumnSpec } from '@shared/tables/columns';
import type { TableRow } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import { AppError } from '../platform/errors';
import { store } from './access';
import type { TableDefinition } from './definition';
import { tableError } from './errors';
import { findTable } from './registry';

// What a person typed into the manager (a field, a new row, an imported row), checked against
// the table's columns: each value by its column's schema, each reference by its row existing.

export function fieldError(fields: Record<string, string>): AppError {
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
export async function checkedValue(ctx: RequestContext, spec: ColumnSpec, value: unknown) {
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

/** The values of a new or imported row: every column checked; unknown or read-only ones refused. */
export async function rowValues(
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
