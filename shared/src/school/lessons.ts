import * as z from 'zod';
import { keyPart } from '../validation/fields';

/** The data tables whose rows have a Join Now button (extended.md §2): a lesson or a subject. */
export const LESSON_TABLES = ['live_lessons', 'subjects'] as const;
export type LessonTable = (typeof LESSON_TABLES)[number];

export const LESSON_MESSAGES = {
  noLesson: 'This lesson does not exist.',
  noLessonId: 'Say which lesson to join',
} as const;

/**
 * POST /auth/get-live-lesson {lesson, table?}: the spec's `live-videos` route names only the
 * lesson; `table` is the Join Now button's hint of where to look first. Ids of imported rows may
 * be any text, so the id is checked only for its length.
 */
export const liveLessonBody = z.object({
  lesson: keyPart(
    z
      .string({ error: LESSON_MESSAGES.noLessonId })
      .trim()
      .min(1, LESSON_MESSAGES.noLessonId)
      .max(200, LESSON_MESSAGES.noLesson),
  ),
  table: z.enum(LESSON_TABLES, { error: 'table must be live_lessons or subjects' }).optional(),
});
export type LiveLessonBody = z.input<typeof liveLessonBody>;

/** What the live-videos page shows of a lesson or a subject. */
export type LiveLessonView = {
  table: LessonTable;
  id: string;
  /** The lesson's topic, or the subject's name. */
  title: string;
  /** The subject a lesson belongs to (a subject: its own name and code). */
  subject: string | null;
  /** The educator's email (the spec's lead_educator is a user's email). */
  leadEducator: string | null;
  /** The class's name (grade in brackets when it has one). */
  className: string | null;
  /** 'YYYY-MM-DD HH:mm:ss', Africa/Johannesburg wall time; null for a subject's standing link. */
  startsAt: string | null;
  /** An http(s) meeting link, or null when none was shared (any other scheme is dropped). */
  meetingLink: string | null;
};
