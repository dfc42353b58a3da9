import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { row } from './row';

/** A live lesson: who leads it, for which class and subject, when, and where to join. */
export const liveLessonDefinition = defineEntity({
  model: { entity: 'live_lesson', version: '1', service: SERVICE },
  attributes: {
    ...row,
    title: { type: 'string', required: true },
    lead_educator: { type: 'string' },
    class_id: { type: 'string' },
    subject_id: { type: 'string' },
    lesson_date_time: { type: 'string' },
    meeting_link: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#live_lesson', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const LiveLessonEntity: EntityOf<typeof liveLessonDefinition>;
