import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A school's opt-in to fee reminders, one global item per school: the reminder sweep finds
 * every school that wants them with one Query.
 */
export const feeReminderSettingDefinition = defineEntity({
  model: { entity: 'fee_reminder_setting', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    channel: { type: ['sms', 'email'] as const, required: true },
    updated_by: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    bySchool: {
      pk: { field: 'pk', composite: [], template: 'fee-reminder-settings', casing: 'none' },
      sk: { field: 'sk', composite: ['emis'], template: '${emis}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const FeeReminderSettingEntity: EntityOf<typeof feeReminderSettingDefinition>;
