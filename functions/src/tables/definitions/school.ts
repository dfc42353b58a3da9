import { LEVEL } from '@shared/access';
import type { TableDefinition } from '../definition';

/**
 * Report tables (core.md §6: levels 5 to 15 see them). Staff and admins create, edit and delete
 * live lessons and subjects (extended.md §6); bulk changes are for admins and managers.
 */
const STAFF_WORK = {
  view: LEVEL.staff,
  create: LEVEL.staff,
  edit: LEVEL.staff,
  delete: LEVEL.staff,
  bulkEdit: LEVEL.admin,
  bulkDelete: LEVEL.admin,
};
const ADMIN_WORK = {
  view: LEVEL.staff,
  create: LEVEL.admin,
  edit: LEVEL.admin,
  delete: LEVEL.admin,
  bulkEdit: LEVEL.admin,
  bulkDelete: LEVEL.admin,
};

const classRef = { table: 'classes', labelColumn: 'class_name' };

export const SCHOOL_TABLES: TableDefinition[] = /* @__PURE__ */ (() => [
  {
    name: 'classes',
    feature: 'school',
    label: 'Classes',
    columns: [
      { name: 'class_name', label: 'Class', type: 'text', required: true, max: 60 },
      { name: 'grade', label: 'Grade', type: 'text', max: 20 },
    ],
    labelColumn: 'class_name',
    related: [
      { table: 'subjects', column: 'class_id', label: 'Subjects' },
      { table: 'live_lessons', column: 'class_id', label: 'Live lessons' },
    ],
    permissions: ADMIN_WORK,
    binding: { kind: 'entity', entity: 'schoolClass' },
  },
  {
    name: 'subjects',
    feature: 'school',
    label: 'Subjects',
    columns: [
      { name: 'subject_name', label: 'Subject', type: 'text', required: true, max: 80 },
      { name: 'code', label: 'Code', type: 'text', max: 20 },
      { name: 'class_id', label: 'Class', type: 'reference', references: classRef },
      { name: 'lead_educator', label: 'Lead educator (email)', type: 'email' },
      { name: 'meeting_link', label: 'Meeting link', type: 'url' },
    ],
    labelColumn: 'subject_name',
    related: [{ table: 'live_lessons', column: 'subject_id', label: 'Live lessons' }],
    joinNow: true,
    permissions: STAFF_WORK,
    binding: { kind: 'entity', entity: 'subject' },
  },
  {
    name: 'live_lessons',
    feature: 'school',
    label: 'Live Lessons',
    columns: [
      { name: 'title', label: 'Topic', type: 'text', required: true, max: 120 },
      { name: 'lead_educator', label: 'Lead educator (email)', type: 'email', required: true },
      { name: 'class_id', label: 'Class', type: 'reference', references: classRef },
      {
        name: 'subject_id',
        label: 'Subject',
        type: 'reference',
        references: { table: 'subjects', labelColumn: 'subject_name' },
      },
      { name: 'lesson_date_time', label: 'Date and time', type: 'datetime', required: true },
      { name: 'meeting_link', label: 'Meeting link', type: 'url' },
    ],
    labelColumn: 'title',
    joinNow: true,
    permissions: STAFF_WORK,
    binding: { kind: 'entity', entity: 'liveLesson' },
  },
])();
