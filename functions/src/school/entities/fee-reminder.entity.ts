import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * One item per student and due date reminded: created with attribute_not_exists before (email)
 * or in the same transaction as (SMS) the reminder, so a due date is never reminded twice.
 */
export const feeReminderDefinition = defineEntity({
  model: { entity: 'fee_reminder', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    sid: { type: 'string', required: true, readOnly: true },
    due_date: { type: 'string', required: true, readOnly: true },
    channel: { type: ['sms', 'email'] as const, required: true },
    balance: { type: 'number', required: true },
    sent_to: { type: 'list', items: { type: 'string' } },
    created_at: { type: 'string' },
  },
  indexes: {
    byStudent: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#fee_reminder', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['sid', 'due_date'],
        template: '${sid}#${due_date}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const FeeReminderEntity: EntityOf<typeof feeReminderDefinition>;
