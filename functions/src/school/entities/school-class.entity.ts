import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { row } from './row';

/** A school class (grade and name), the target of subjects' and live lessons' class_id. */
export const classDefinition = defineEntity({
  model: { entity: 'class', version: '1', service: SERVICE },
  attributes: {
    ...row,
    class_name: { type: 'string', required: true },
    grade: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#class', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ClassEntity: EntityOf<typeof classDefinition>;
