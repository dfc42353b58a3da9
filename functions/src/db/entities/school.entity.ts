import { defineEntity, SERVICE, type EntityOf } from './model';

const row = {
  emis: { type: 'string', required: true, readOnly: true },
  id: { type: 'string', required: true, readOnly: true },
  // Lower-case text the data-table manager searches (written with every change).
  search_text: { type: 'string' },
  created_at: { type: 'string' },
  updated_at: { type: 'string' },
  // Raised by every write: a change based on an older read is refused, whatever the clock says.
  row_version: { type: 'number' },
} as const;

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
