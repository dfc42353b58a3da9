import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { row } from './row';

export const subjectDefinition = defineEntity({
  model: { entity: 'subject', version: '1', service: SERVICE },
  attributes: {
    ...row,
    subject_name: { type: 'string', required: true },
    code: { type: 'string' },
    class_id: { type: 'string' },
    lead_educator: { type: 'string' },
    meeting_link: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#subject', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SubjectEntity: EntityOf<typeof subjectDefinition>;
