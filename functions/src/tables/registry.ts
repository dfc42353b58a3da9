import { isHiddenColumn } from '@shared/tables/columns';
import type { TableInfo } from '@shared/tables/types';
import type { TableDefinition } from './definition';
import { CATALOGUE_TABLES } from './definitions/catalogue';
import { FINANCE_TABLES } from './definitions/finance';
import { LEGAL_TABLES } from './definitions/legal';
import { SCHOOL_TABLES } from './definitions/school';
import { SETTINGS_TABLES } from './definitions/settings';

/**
 * Every table the data-table manager knows, in one list. An entity becomes a table by adding
 * its definition here: the manager, history, import and export then work on it.
 */
// Built on first use: a bundle that only uses the row rules (tables/index.ts) leaves it out.
let tables: TableDefinition[] | undefined;
let byName: Map<string, TableDefinition> | undefined;

export function allTables(): readonly TableDefinition[] {
  tables ??= [
    ...SETTINGS_TABLES,
    ...SCHOOL_TABLES,
    ...CATALOGUE_TABLES,
    ...LEGAL_TABLES,
    ...FINANCE_TABLES,
  ];
  return tables;
}

export function findTable(name: string): TableDefinition | undefined {
  byName ??= new Map(allTables().map((table) => [table.name, table]));
  return byName.get(name);
}

const allowed = (level: number | null, alevel: number) => level !== null && alevel >= level;

/** The table as the caller sees it, with what the caller may do. */
export function tableInfo(table: TableDefinition, alevel: number): TableInfo {
  const p = table.permissions;
  return {
    name: table.name,
    label: table.label,
    single: table.binding.kind === 'company',
    columns: table.columns,
    related: table.related ?? [],
    joinNow: Boolean(table.joinNow),
    can: {
      create: allowed(p.create, alevel),
      edit: allowed(p.edit, alevel),
      delete: allowed(p.delete, alevel),
      bulkEdit: allowed(p.bulkEdit, alevel),
      bulkDelete: allowed(p.bulkDelete, alevel),
    },
  };
}

/** Column names a list shows (the spec hides id, emis and names containing _at). */
export function visibleColumns(table: TableDefinition): string[] {
  return table.columns.map((c) => c.name).filter((name) => !isHiddenColumn(name));
}
