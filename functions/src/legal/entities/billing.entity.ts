import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';
import { byCase } from './by-case';

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
    // Time bills: the minutes billed, rounded up to the increment (what the amount is for).
    billed_minutes: { type: 'number' },
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
