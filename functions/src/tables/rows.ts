import { searchTextOf } from '@shared/tables/columns';
import type { TableRow } from '@shared/tables/types';
import type { TableDefinition } from './definition';

// The row rules: what every write of a table's row carries, whoever makes it (the manager, an
// import, a domain route through `tableRecord`). The store writes what these build; nothing
// else computes search text, times or versions.

type Item = Record<string, unknown>;

/** The attributes the row rules keep on every row of a data table. */
export type RowRules = {
  emis: string;
  id: string;
  search_text: string;
  created_at: string;
  updated_at: string;
  row_version: number;
};

/** Changed values to set, and cleared ones (null) to remove. */
export function split(changes: Item): { set: Item; remove: string[] } {
  const set: Item = {};
  const remove: string[] = [];
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) remove.push(name);
    else set[name] = value;
  }
  return { set, remove };
}

const fixedOf = (table: TableDefinition) =>
  table.binding.kind === 'entity' ? (table.binding.fixed ?? {}) : {};

/** The version a write of `row` gives it (the first write: 1). */
export const nextVersion = (row?: Item) =>
  (typeof row?.row_version === 'number' ? row.row_version : 0) + 1;

/**
 * A new row as stored: its key, its values (empty ones left out), the search text of its
 * columns, its times and its first version.
 */
export function createdRow<V extends Item>(
  table: TableDefinition,
  emis: string,
  id: string,
  values: V,
  at: string,
): V & RowRules {
  const row = { ...split(values).set, emis, id, ...fixedOf(table) };
  return {
    ...row,
    search_text: searchTextOf(row, table.columns),
    created_at: at,
    updated_at: at,
    row_version: 1,
  } as unknown as V & RowRules;
}

/** A whole row written over what `row` says was there (an import, the seed): its next version. */
export function replacedRow(table: TableDefinition, emis: string, row: TableRow, at: string) {
  const { id, created_at, updated_at: _updated, row_version: _version, ...values } = row;
  const item = { ...split(values).set, emis, id, ...fixedOf(table) };
  return {
    ...item,
    search_text: searchTextOf(item, table.columns),
    created_at: typeof created_at === 'string' ? created_at : at,
    updated_at: at,
    row_version: nextVersion(row),
  };
}

/**
 * The update of a changed row: its changes, new search text, time and next version (what its
 * domain derives beside the columns, an index key, is the store's: guards.ts `RowDerived`).
 */
export function changedRow(table: TableDefinition, current: TableRow, changes: Item, at: string) {
  const { set, remove } = split(changes);
  return {
    set: {
      ...set,
      search_text: searchTextOf({ ...current, ...changes }, table.columns),
      updated_at: at,
      row_version: nextVersion(current),
    },
    remove,
  };
}

/**
 * What a created row's audit entry records: its columns, as the manager's create records them
 * (every writable column, null when empty; a read-only one when the write sets it).
 */
export function createdValues(table: TableDefinition, values: Item): Item {
  return Object.fromEntries(
    table.columns
      .filter((c) => !c.readOnly || c.name in values)
      .map((c) => [c.name, values[c.name] ?? null]),
  );
}
