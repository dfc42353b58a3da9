import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * Recurring invoices and invoice reminders (issue 14): money in on time.
 *
 * A recurring invoice is a template (client, lines, discount, comment, days to pay) with a
 * schedule (frequency, start, optional end). `next_index` is the run number still to issue
 * (run dates are computed from the start: shared/src/documents/recurrence.ts). `run_key` is what
 * the scheduler's sweep finds due templates by, in ONE Query across tenants on gsi2:
 * `<next run date>#<emis>#<id>` while active, `~<status>#<emis>#<id>` when paused or ended
 * (sorts after every date, so a Query for keys up to today never reads them).
 */
export const recurringInvoiceDefinition = defineEntity({
  model: { entity: 'recurring_invoice', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    client_id: { type: 'string', required: true },
    client_name: { type: 'string', required: true },
    lines: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          item_type: { type: ['product', 'service', 'transportation'] as const, required: true },
          item_id: { type: 'string' },
          name: { type: 'string', required: true },
          unit_price: { type: 'number', required: true },
          quantity: { type: 'number', required: true },
        },
      },
    },
    discount: { type: 'number', required: true },
    comment: { type: 'string' },
    due_days: { type: 'number', required: true },
    frequency: {
      type: ['weekly', 'fortnightly', 'four-weekly', 'monthly', 'quarterly', 'yearly'] as const,
      required: true,
    },
    start_date: { type: 'string', required: true },
    end_date: { type: 'string' },
    status: { type: ['active', 'paused', 'ended'] as const, required: true },
    next_index: { type: 'number', required: true },
    next_run: { type: 'string' },
    run_key: { type: 'string', required: true },
    issued: { type: 'number', required: true, default: 0 },
    last_run: { type: 'string' },
    last_invoice: { type: 'number' },
    // Why the sweep paused it (its client was deleted, its lines no longer add up).
    last_error: { type: 'string' },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    row_version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    byCompany: {
      pk: {
        field: 'pk',
        composite: ['emis'],
        template: '${emis}#recurring_invoice',
        casing: 'none',
      },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
    byRun: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [], template: 'recurring_invoice_due', casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['run_key'], template: '${run_key}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const RecurringInvoiceEntity: EntityOf<typeof recurringInvoiceDefinition>;
