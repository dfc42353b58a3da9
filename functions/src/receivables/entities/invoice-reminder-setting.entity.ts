import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

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
