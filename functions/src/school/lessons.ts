import {
  LESSON_MESSAGES,
  LESSON_TABLES,
  type LessonTable,
  type LiveLessonView,
} from '@shared/school/lessons';
import type { TableRow } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import { errorVocabulary } from '../platform/errors';
import { tableRow } from '../tables';

const lessonError = errorVocabulary<'noLesson'>({
  // Another company's lesson answers exactly as a missing one.
  noLesson: { status: 404, message: LESSON_MESSAGES.noLesson },
});

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Only web links are offered as the Join button (a `javascript:` value never is). */
function webLink(value: unknown): string | null {
  const link = text(value);
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

async function named(ctx: RequestContext, table: string, id: unknown, label: string) {
  const key = text(id);
  const row = key ? await tableRow(ctx, table, key) : undefined;
  return row ? text(row[label]) : null;
}

async function viewOf(ctx: RequestContext, table: LessonTable, row: TableRow) {
  const [classRow, subject] = await Promise.all([
    text(row.class_id) ? tableRow(ctx, 'classes', String(row.class_id).trim()) : undefined,
    table === 'live_lessons' ? named(ctx, 'subjects', row.subject_id, 'subject_name') : null,
  ]);
  const className = classRow ? text(classRow.class_name) : null;
  const view: LiveLessonView = {
    table,
    id: row.id,
    title:
      text(table === 'live_lessons' ? row.title : row.subject_name) ??
      (table === 'live_lessons' ? 'Live lesson' : 'Subject'),
    subject:
      table === 'subjects'
        ? [text(row.subject_name), text(row.code)].filter(Boolean).join(' · ') || null
        : subject,
    leadEducator: text(row.lead_educator),
    className,
    startsAt: table === 'live_lessons' ? text(row.lesson_date_time) : null,
    meetingLink: webLink(row.meeting_link),
  };
  return view;
}

/**
 * get-live-lesson: the lesson (or subject) a Join Now button leads to, found by its id alone
 * (the spec's `live-videos?lesson=`): the hinted table first, then the other one. The class and
 * subject are named here, so the page needs one call whatever table the row is in.
 */
export async function liveLesson(
  ctx: RequestContext,
  id: string,
  hint?: LessonTable,
): Promise<LiveLessonView> {
  const order = hint ? [hint, ...LESSON_TABLES.filter((t) => t !== hint)] : [...LESSON_TABLES];
  for (const table of order) {
    const row = await tableRow(ctx, table, id);
    if (row) return viewOf(ctx, table, row);
  }
  throw lessonError('noLesson');
}
