import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** A contact in one of the company's own SMS groups, keyed by its E.164 number (one per group). */
export const smsContactDefinition = defineEntity({
  model: { entity: 'sms_contact', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    group_id: { type: 'string', required: true, readOnly: true },
    phone: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    created_at: { type: 'string' },
  },
  indexes: {
    byGroup: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#sms_contact', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['group_id', 'phone'],
        template: '${group_id}#${phone}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SmsContactEntity: EntityOf<typeof smsContactDefinition>;
