import { defineEntity, SERVICE, type EntityOf } from './model';

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

/**
 * One item per template and run date issued: created (attribute_not_exists) in the SAME
 * transaction as the invoice it issued, so a run issues one invoice however many sweeps race.
 */
export const recurringRunDefinition = defineEntity({
  model: { entity: 'recurring_run', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    template_id: { type: 'string', required: true, readOnly: true },
    run_date: { type: 'string', required: true, readOnly: true },
    invoice_number: { type: 'number', required: true },
    total: { type: 'number', required: true },
    created_at: { type: 'string' },
  },
  indexes: {
    byTemplate: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#recurring_run', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['template_id', 'run_date'],
        template: '${template_id}#${run_date}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const RecurringRunEntity: EntityOf<typeof recurringRunDefinition>;

/**
 * A company's invoice reminder settings, one global item per company: the reminder sweep finds
 * every company that opted in with one Query (as fee reminders do).
 */
export const invoiceReminderSettingDefinition = defineEntity({
  model: { entity: 'invoice_reminder_setting', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    enabled: { type: 'boolean', required: true },
    days_before: { type: 'number', required: true },
    on_due_date: { type: 'boolean', required: true },
    days_after: { type: 'number', required: true },
    sms: { type: 'boolean', required: true },
    updated_by: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: [], template: 'invoice-reminder-settings', casing: 'none' },
      sk: { field: 'sk', composite: ['emis'], template: '${emis}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const InvoiceReminderSettingEntity: EntityOf<
  typeof invoiceReminderSettingDefinition
>;

/**
 * One item per invoice, stage (before, due, after) and channel reminded: created before the
 * email, or in the SMS send's own transaction (its credits spent with it), so no stage of an
 * invoice is reminded twice on a channel.
 */
export const invoiceReminderDefinition = defineEntity({
  model: { entity: 'invoice_reminder', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    seq: { type: 'string', required: true, readOnly: true },
    stage: { type: ['before', 'due', 'after'] as const, required: true, readOnly: true },
    channel: { type: ['email', 'sms'] as const, required: true, readOnly: true },
    due_date: { type: 'string', required: true },
    left: { type: 'number', required: true },
    sent_to: { type: 'list', items: { type: 'string' } },
    created_at: { type: 'string' },
  },
  indexes: {
    byInvoice: {
      pk: {
        field: 'pk',
        composite: ['emis'],
        template: '${emis}#invoice_reminder',
        casing: 'none',
      },
      sk: {
        field: 'sk',
        composite: ['seq', 'stage', 'channel'],
        template: '${seq}#${stage}#${channel}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const InvoiceReminderEntity: EntityOf<typeof invoiceReminderDefinition>;
