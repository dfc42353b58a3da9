import { LEVEL } from '@shared/access';
import type { UniqueScope } from '@shared/catalogue/unique';
import type { ColumnSpec } from '@shared/tables/columns';
import type { RelatedTable, TableRow } from '@shared/tables/types';
import type { Feature } from '@shared/plans/entitlements';
import type { Entities } from '../db/service';

/** Minimum access level for each action; null: the action does not exist for this table. */
export type Permissions = {
  view: number;
  create: number | null;
  edit: number;
  delete: number | null;
  bulkEdit: number | null;
  bulkDelete: number | null;
};

/** Rows of an ElectroDB entity keyed (emis, id), plus fixed key attributes (a content section). */
export type EntityBinding = {
  kind: 'entity';
  entity: keyof Entities;
  fixed?: Record<string, string>;
};

/** The company's own item seen as a one-row table (labels: the columns are its label overrides). */
export type CompanyBinding = { kind: 'company'; labels?: true };

export type TableDefinition = {
  name: string;
  label: string;
  columns: ColumnSpec[];
  /** The column that names a row in pickers and references. */
  labelColumn: string;
  related?: RelatedTable[];
  joinNow?: true;
  permissions: Permissions;
  binding: EntityBinding | CompanyBinding;
  /**
   * A column whose values are unique in the company (a supplier's name, a staff ID number):
   * every create, change, delete and import keeps a marker item per value in the same
   * transaction, so a taken value is refused by the database (409 with `message`).
   */
  unique?: UniqueRule;
  /**
   * The names of a row kept in a company's name index (kernel/name-index.ts) under `scope`:
   * every create, change, delete and import writes the row's changed keys in the same
   * transaction, so a search by name (the legal conflict check) reads keys, not every row.
   * Several rules keep several scopes (a client's name keys and its student-number link).
   */
  nameIndex?: NameIndexRule | readonly NameIndexRule[];
  /**
   * The rows show on the company's public site (its settings, content, listed products): a
   * change invalidates the site's cached pages after it commits (kernel/site-cache.ts).
   */
  site?: true;
  /**
   * The plan feature its rows belong to (issue 27): a company whose plan lacks it neither sees
   * nor writes the table (403, `featureRefusal`), as the feature's routes are refused.
   */
  feature?: Feature;
  /**
   * Column values that belong to a feature (a product listed on the store): a create, change or
   * import that sets one in a company whose plan lacks the feature is refused the same way.
   */
  featureValues?: readonly FeatureValue[];
};

export type FeatureValue = { column: string; value: unknown; feature: Feature };

/** A table's name index: its scope, and a row's keys (each with its names' labels). */
export type NameIndexRule = {
  scope: string;
  keysOf(row: Record<string, unknown>): ReadonlyMap<string, readonly string[]>;
};

/** A change of a row as a table's guard sees it: the row as read and the columns changing. */
export type RowChange =
  | { action: 'update'; current: TableRow; changes: Record<string, unknown> }
  | { action: 'delete'; current: TableRow };

/** A column unique in the company: its marker scope and what a taken value answers. */
export type UniqueRule = { column: string; scope: UniqueScope; message: string };

/** Settings tables (core.md §6): levels 7 to 15 see and change them. */
export const SETTINGS: Permissions = {
  view: LEVEL.admin,
  create: LEVEL.admin,
  edit: LEVEL.admin,
  delete: LEVEL.admin,
  bulkEdit: LEVEL.admin,
  bulkDelete: LEVEL.admin,
};

/** The company's one-row settings: edited, never added to or deleted from. */
export const SINGLE_ROW: Permissions = {
  view: LEVEL.admin,
  create: null,
  edit: LEVEL.admin,
  delete: null,
  bulkEdit: null,
  bulkDelete: null,
};
