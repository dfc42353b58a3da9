import * as z from 'zod';
import { idField, pageCursor } from '../validation/fields';

export const tableName = z
  .string({ error: 'table is required' })
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,40}$/, 'Unknown table');

const rowId = idField('Unknown row', 'id is required');
const columnName = z
  .string({ error: 'column is required' })
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,40}$/, 'Unknown column');

/**
 * The spec's queryFilter: '1=1' (or nothing) means no filter. Otherwise only a structured filter:
 * one column equal to a value (optionally with a text search inside it, as a related table's
 * search does), or a text search. No SQL and no expression language.
 */
export const queryFilter = z
  .union(
    [
      z.literal('1=1').transform(() => undefined),
      z
        .object({
          column: columnName,
          value: z.union([z.string().max(200), z.number()]),
          search: z.string().trim().max(100).optional(),
        })
        .strict(),
      z.object({ search: z.string().trim().max(100) }).strict(),
    ],
    { error: "queryFilter must be '1=1', { column, value, search? } or { search }" },
  )
  .optional();
export type QueryFilter = z.output<typeof queryFilter>;

export const tableBody = z.object({ table: tableName });

export const rowsBody = z.object({
  table: tableName,
  queryFilter,
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const updateItemBody = z.object({
  table: tableName,
  id: rowId,
  column: columnName,
  value: z.unknown(),
});

export const updateManyBody = z.object({
  table: tableName,
  column: columnName,
  ids: z
    .array(rowId)
    .min(1, 'You Must Select At least One(1) Item!')
    .max(50, 'At most 50 rows at a time'),
  value: z.unknown(),
});

export const saveFormBody = z.object({ table: tableName, data: z.record(z.string(), z.unknown()) });

export const deleteOneBody = z.object({ table: tableName, id: rowId });
export const bulkDeleteBody = z.object({
  table: tableName,
  rowIds: z
    .array(rowId)
    .min(1, 'You Must Select At least One(1) Item!')
    .max(50, 'At most 50 rows at a time'),
});
export const deleteManyBody = z.object({
  table: tableName,
  ids: z
    .array(rowId)
    .min(1, 'You Must Select At least One(1) Item!')
    .max(50, 'At most 50 rows at a time'),
});

export const foreignKeyBody = z.object({ table: tableName, column: columnName });
export const foreignValueBody = z.object({ table: tableName, foreignID: rowId });
export const historyBody = z.object({ table: tableName, id: rowId });
export const tableHistoryBody = z.object({
  table: tableName,
  cursor: pageCursor,
});

export const importBody = z.object({
  table: tableName,
  rows: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, 'The file has no rows')
    .max(1000, 'At most 1000 rows at a time'),
  dryRun: z.boolean().default(false),
  /** The same import sent again (a retry) writes the same rows, not new ones. */
  importId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'importId is required'),
});
