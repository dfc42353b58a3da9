import { BILLABLE_ITEM_TYPES } from '@shared/legal/billing';
import { defineEntity, SERVICE, type EntityOf } from './model';
import { byCompany, tenantRow } from './tenant-row';

/** `${emis}#case_<kind>#${case_id}` / `<kind>#${id}`: one matter's rows of a kind, one Query. */
function byCase<K extends string>(kind: K) {
  return {
    index: 'gsi1',
    pk: {
      field: 'gsi1pk',
      composite: ['emis', 'case_id'],
      template: `\${emis}#case_${kind}#\${case_id}`,
      casing: 'none',
    },
    sk: { field: 'gsi1sk', composite: ['id'], template: `${kind}#\${id}`, casing: 'none' },
  } as const;
}

/** A court a matter is heard in (Magistrates' Court, High Court...): prices its billables. */
export const courtTypeDefinition = defineEntity({
  model: { entity: 'court_type', version: '1', service: SERVICE },
  attributes: { ...tenantRow, name: { type: 'string', required: true } },
  indexes: { byCompany: byCompany('court_type') },
});
export declare const CourtTypeEntity: EntityOf<typeof courtTypeDefinition>;

/** A scale of fees (A, B...): prices its billables with the court type. */
export const scaleDefinition = defineEntity({
  model: { entity: 'scale', version: '1', service: SERVICE },
  attributes: { ...tenantRow, name: { type: 'string', required: true } },
  indexes: { byCompany: byCompany('scale') },
});
export declare const ScaleEntity: EntityOf<typeof scaleDefinition>;

/** Who acts on a matter (attorney, candidate attorney, correspondent...). */
export const attorneyTypeDefinition = defineEntity({
  model: { entity: 'attorney_type', version: '1', service: SERVICE },
  attributes: { ...tenantRow, name: { type: 'string', required: true } },
  indexes: { byCompany: byCompany('attorney_type') },
});
export declare const AttorneyTypeEntity: EntityOf<typeof attorneyTypeDefinition>;

/** A matter's status (case_statuses), with the colour the screens show it in. */
export const caseStatusDefinition = defineEntity({
  model: { entity: 'case_status', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    color: { type: 'string' },
  },
  indexes: { byCompany: byCompany('case_status') },
});
export declare const CaseStatusEntity: EntityOf<typeof caseStatusDefinition>;

/**
 * What a bill is for (extended.md §3 Billable): its rate in cents (`cost_per_hour`, per unit for
 * units other than time) and its quantity increment, for a court type and scale (either left
 * empty: every court type, or every scale).
 */
export const billableDefinition = defineEntity({
  model: { entity: 'billable', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    item_type: { type: BILLABLE_ITEM_TYPES, required: true },
    cost_per_hour: { type: 'number', required: true },
    qty_increment_id: { type: 'number' },
    court_type_id: { type: 'string' },
    scale_id: { type: 'string' },
  },
  indexes: { byCompany: byCompany('billable') },
});
export declare const BillableEntity: EntityOf<typeof billableDefinition>;

/**
 * A bill on a matter (extended.md §3 Billing): the billable, the units (`hours`) and the amount
 * the server priced (`bill`, cents), and, once invoiced, the invoice's number. An invoiced bill
 * is locked: it changes only with its invoice.
 */
export const billingDefinition = defineEntity({
  model: { entity: 'billing', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    case_id: { type: 'string', required: true },
    billable_id: { type: 'string', required: true },
    billable_name: { type: 'string', required: true },
    unit: { type: 'string' },
    rate: { type: 'number', required: true },
    hours: { type: 'number', required: true },
    bill: { type: 'number', required: true },
    billing_date: { type: 'string', required: true },
    billable_from: { type: 'string' },
    billable_to: { type: 'string' },
    description: { type: 'string' },
    staff_id: { type: 'string' },
    court_type_id: { type: 'string' },
    scale_id: { type: 'string' },
    attorney_type_id: { type: 'string' },
    client_reference: { type: 'string' },
    status: { type: ['not invoiced', 'invoiced'] as const, required: true },
    invoice_number: { type: 'number' },
    created_by: { type: 'string' },
  },
  indexes: { byCompany: byCompany('billing'), byCase: byCase('billings') },
});
export declare const BillingEntity: EntityOf<typeof billingDefinition>;

/** A note on a matter (extended.md §3 Matter note). Amounts in cents. */
export const matterNoteDefinition = defineEntity({
  model: { entity: 'matter_note', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    case_id: { type: 'string', required: true },
    description: { type: 'string', required: true },
    billable_activity: { type: 'string' },
    amount: { type: 'number' },
    units: { type: 'number' },
    total: { type: 'number' },
    note_date: { type: 'string' },
    billing_date: { type: 'string' },
    client_reference: { type: 'string' },
  },
  indexes: { byCompany: byCompany('matter_note'), byCase: byCase('notes') },
});
export declare const MatterNoteEntity: EntityOf<typeof matterNoteDefinition>;

/** A task on a matter (extended.md §3 Task): status 1 open, 2 completed. */
export const matterTaskDefinition = defineEntity({
  model: { entity: 'matter_task', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    case_id: { type: 'string', required: true },
    description: { type: 'string', required: true },
    staff_id: { type: 'string' },
    due_date: { type: 'string' },
    due_time: { type: 'string' },
    status: { type: 'number', required: true },
    created_by: { type: 'string' },
  },
  indexes: { byCompany: byCompany('matter_task'), byCase: byCase('tasks') },
});
export declare const MatterTaskEntity: EntityOf<typeof matterTaskDefinition>;
