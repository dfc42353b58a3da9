import { LEVEL } from '@shared/access';
import { BILLABLE_ITEM_TYPES } from '@shared/legal/billing';
import { MATTER_PARTIES, matterPartyKeys } from '@shared/legal/conflicts';
import { LEGAL_MESSAGES } from '@shared/legal/schemas';
import type { ColumnSpec } from '@shared/tables/columns';
import type { Permissions, TableDefinition } from '../definition';

/**
 * Legal matters' records as report tables (core.md §6: levels 5 to 15 see them); admins and
 * managers add, change and delete rows (extended.md §6: admins edit and delete rows, add
 * matters). Every company sees them: the data-table manager has no industry gate (see
 * docs/decisions/legal.md).
 */
const ADMIN_WORK: Permissions = {
  view: LEVEL.staff,
  create: LEVEL.admin,
  edit: LEVEL.admin,
  delete: LEVEL.admin,
  bulkEdit: LEVEL.admin,
  bulkDelete: LEVEL.admin,
};

/**
 * Bills are priced by the server (add-billing-to-file) and locked once invoiced (the invoice is
 * their record): the manager shows them and lets an admin correct a description, never adds,
 * reprices or removes one (delete-bills does, for un-invoiced bills only).
 */
const BILLS: Permissions = {
  view: LEVEL.staff,
  create: null,
  edit: LEVEL.admin,
  delete: null,
  bulkEdit: null,
  bulkDelete: null,
};

const ref = (name: string, label: string, table: string, required = false): ColumnSpec => ({
  name,
  label,
  type: 'reference',
  references: { table, labelColumn: table === 'cases' ? 'title' : 'name' },
  ...(required ? { required: true } : {}),
});
const text = (name: string, label: string, max = 200, required = false): ColumnSpec => ({
  name,
  label,
  type: 'text',
  max,
  ...(required ? { required: true } : {}),
});
const longtext = (name: string, label: string): ColumnSpec => ({
  name,
  label,
  type: 'longtext',
  max: 5000,
});
const cents = (name: string, label: string, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name,
  label: `${label} (cents)`,
  type: 'number',
  min: 0,
  max: 1_000_000_000_000,
  integer: true,
  ...extra,
});
const named = (extra: ColumnSpec[] = []): ColumnSpec[] => [
  text('name', 'Name', 120, true),
  ...extra,
];

const courtType = ref('court_type_id', 'Court type', 'court_types');
const scale = ref('scale_id', 'Scale', 'scales');
const matter = (readOnly = false): ColumnSpec => ({
  ...ref('case_id', 'Matter', 'cases', true),
  ...(readOnly ? { readOnly: true } : {}),
});

export const LEGAL_TABLES: TableDefinition[] = /* @__PURE__ */ (() => [
  {
    name: 'cases',
    feature: 'matters',
    label: 'Matters',
    columns: [
      text('title', 'Title', 300, true),
      text('file_number', 'File number', 64, true),
      ref('client_id', 'Client', 'clients', true),
      text('client_reference', 'Client reference', 64),
      text('petitioners', 'Applicant(s)', 500),
      text('respondents', 'Respondent(s)', 500),
      text('presiding_officer', 'Presiding officer'),
      { name: 'start_date', label: 'Start date', type: 'date' },
      { name: 'end_date', label: 'End date', type: 'date' },
      { name: 'date_captured', label: 'Date captured', type: 'date' },
      courtType,
      scale,
      ref('attorney_type_id', 'Attorney type', 'attorney_types'),
      ref('status_id', 'Status', 'case_statuses'),
      longtext('description', 'Description'),
      longtext('notes', 'Notes'),
      longtext('outcome', 'Outcome'),
    ],
    labelColumn: 'title',
    related: [
      { table: 'billings', column: 'case_id', label: 'Billings' },
      { table: 'matter_notes', column: 'case_id', label: 'Notes' },
      { table: 'tasks', column: 'case_id', label: 'Tasks' },
    ],
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'matter' },
    unique: {
      column: 'file_number',
      scope: 'matter_file_number',
      message: LEGAL_MESSAGES.fileNumberExists,
    },
    // The conflict check finds the parties of matters by the keys of their names.
    nameIndex: { scope: MATTER_PARTIES, keysOf: matterPartyKeys },
    // Closing a matter (a status named like Completed or Closed) or deleting it is refused while
    // it holds trust money, in the same transaction as the change (docs/decisions/legal.md):
    // the legal domain registers that guard (legal/table-guards.ts).
  },
  {
    name: 'court_types',
    feature: 'matters',
    label: 'Court Types',
    columns: named(),
    labelColumn: 'name',
    related: [{ table: 'billables', column: 'court_type_id', label: 'Billables' }],
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'courtType' },
  },
  {
    name: 'scales',
    feature: 'matters',
    label: 'Scales',
    columns: named(),
    labelColumn: 'name',
    related: [{ table: 'billables', column: 'scale_id', label: 'Billables' }],
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'scale' },
  },
  {
    name: 'attorney_types',
    feature: 'matters',
    label: 'Attorney Types',
    columns: named(),
    labelColumn: 'name',
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'attorneyType' },
  },
  {
    name: 'case_statuses',
    feature: 'matters',
    label: 'Case Statuses',
    columns: named([{ name: 'color', label: 'Colour', type: 'color' }]),
    labelColumn: 'name',
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'caseStatus' },
  },
  {
    name: 'billables',
    feature: 'legalBilling',
    label: 'Billables',
    columns: [
      text('name', 'Name', 200, true),
      {
        name: 'item_type',
        label: 'Item type',
        type: 'enum',
        options: BILLABLE_ITEM_TYPES,
        required: true,
      },
      cents('cost_per_hour', 'Rate per hour or unit', { required: true }),
      {
        name: 'qty_increment_id',
        label: 'Quantity increment (1-10)',
        type: 'number',
        integer: true,
        min: 1,
        max: 10,
      },
      courtType,
      scale,
    ],
    labelColumn: 'name',
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'billable' },
  },
  {
    name: 'billings',
    feature: 'legalBilling',
    label: 'Billings',
    columns: [
      matter(true),
      { name: 'billing_date', label: 'Date', type: 'date', readOnly: true },
      text('billable_name', 'Billable', 200),
      { ...text('unit', 'Unit', 60), readOnly: true },
      { name: 'hours', label: 'Units', type: 'number', readOnly: true },
      cents('rate', 'Rate', { readOnly: true }),
      cents('bill', 'Amount', { readOnly: true }),
      longtext('description', 'Description'),
      {
        name: 'status',
        label: 'Status',
        type: 'enum',
        options: ['not invoiced', 'invoiced'],
        readOnly: true,
      },
      { name: 'invoice_number', label: 'Invoice', type: 'number', integer: true, readOnly: true },
    ],
    labelColumn: 'billable_name',
    permissions: BILLS,
    binding: { kind: 'entity', entity: 'billing' },
  },
  {
    name: 'matter_notes',
    feature: 'matters',
    label: 'Matter Notes',
    columns: [
      matter(),
      longtext('description', 'Description'),
      text('billable_activity', 'Billable activity'),
      cents('amount', 'Amount'),
      { name: 'units', label: 'Units', type: 'number', min: 0 },
      cents('total', 'Total'),
      { name: 'note_date', label: 'Note date', type: 'date' },
      { name: 'billing_date', label: 'Billing date', type: 'date' },
      text('client_reference', 'Client reference', 64),
    ],
    labelColumn: 'description',
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'matterNote' },
  },
  {
    name: 'tasks',
    feature: 'matters',
    label: 'Tasks',
    columns: [
      matter(),
      longtext('description', 'Description'),
      ref('staff_id', 'Staff', 'staff'),
      { name: 'due_date', label: 'Due date', type: 'date' },
      text('due_time', 'Due time', 8),
      {
        name: 'status',
        label: 'Status (2 = completed)',
        type: 'number',
        integer: true,
        min: 1,
        max: 2,
      },
    ],
    labelColumn: 'description',
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'matterTask' },
    // The open tasks' due-date index is kept by every write of a task, the manager's too: the
    // legal domain registers it (legal/task-table.ts).
  },
])();
