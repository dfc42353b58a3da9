import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** A company's own SMS group; its name is unique in the company (a marker item). */
export const smsGroupDefinition = defineEntity({
  model: { entity: 'sms_group', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#sms_group', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SmsGroupEntity: EntityOf<typeof smsGroupDefinition>;
