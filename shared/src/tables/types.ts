import type { ColumnSpec } from './columns';

export type TableRow = Record<string, unknown> & { id: string };

/** A related table a row leads to: rows of `table` whose `column` holds this row's id. */
export type RelatedTable = { table: string; column: string; label: string };

/** A table as the manager sees it, with what the caller may do in it. */
export type TableInfo = {
  name: string;
  label: string;
  /** One row only (the company's own settings): no add or delete. */
  single: boolean;
  columns: ColumnSpec[];
  related: RelatedTable[];
  /** Rows have a 'Join Now' button to the live-videos page. */
  joinNow: boolean;
  can: { create: boolean; edit: boolean; delete: boolean; bulkEdit: boolean; bulkDelete: boolean };
};

export type RowsPage = { rows: TableRow[]; cursor: string | null; total: number | null };

export type AuditEntry = {
  id: string;
  table: string;
  row_id: string;
  action: 'create' | 'update' | 'delete' | 'import';
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  user_id: string;
  user_name: string;
  at: string;
  /** The row's name (its label column), in a table's history. */
  row_label?: string | null;
};

export type TableHistoryPage = { entries: AuditEntry[]; cursor: string | null };

export type ImportRejection = { row: number; errors: Record<string, string> };
export type ImportReport = {
  accepted: number;
  rejected: ImportRejection[];
  created: number;
  updated: number;
  written: boolean;
};
