import { useQuery } from '@tanstack/react-query';
import type { LessonTable, LiveLessonView } from '@shared/school/lessons';
import { TIME_ZONE } from '@shared/time/sast';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /auth/get-live-lesson: the lesson or subject behind a Join Now, by its id alone (the
 * table, when the link names one, is looked in first).
 */
export function useLiveLesson(lesson: string, table?: LessonTable) {
  return useQuery({
    queryKey: ['live-lesson', lesson, table ?? null],
    queryFn: ({ signal }) =>
      apiPost<LiveLessonView>('/auth/get-live-lesson', { lesson, table }, signal),
    enabled: lesson !== '',
    // A missing lesson is an answer, not a failure to retry.
    retry: false,
  });
}

const display = new Intl.DateTimeFormat('en-ZA', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant of a 'YYYY-MM-DD HH:mm[:ss]' Africa/Johannesburg wall time (UTC+2 all year). */
export function sastInstant(wallTime: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?$/.exec(wallTime.trim());
  if (!match) return undefined;
  const date = new Date(`${match[1]}T${match[2]}:${match[3] ?? '00'}+02:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'Wednesday, 25 November 2026 at 15:00' in Africa/Johannesburg, whatever the browser's zone. */
export function lessonTimeText(wallTime: string): string {
  const instant = sastInstant(wallTime);
  return instant ? display.format(instant) : wallTime;
}
