import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** Whether a student's card is at the school (update-card-status / get-card-status). */
export const studentCardDefinition = defineEntity({
  model: { entity: 'student_card', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    sid: { type: 'string', required: true, readOnly: true },
    present: { type: 'boolean', required: true },
    updated_by: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byStudent: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#student_card', casing: 'none' },
      sk: { field: 'sk', composite: ['sid'], template: '${sid}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const StudentCardEntity: EntityOf<typeof studentCardDefinition>;
