import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

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
