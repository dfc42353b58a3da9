import { BookOpen, CalendarClock, GraduationCap, UserRound, Video, VideoOff } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LESSON_TABLES, type LessonTable } from '@shared/school/lessons';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { lessonTimeText, sastInstant, useLiveLesson } from '../api/live-lesson';
import { PageNotice } from '../components/page-notice';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Video;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="font-medium break-words">{children}</dd>
      </div>
    </div>
  );
}

const isLessonTable = (value: string | null): value is LessonTable =>
  (LESSON_TABLES as readonly string[]).includes(value ?? '');

/**
 * `/live-videos?lesson=` (from 'Join Now'): the lesson's lead educator, class and date-time, and
 * its meeting link. The id alone finds it, a lesson's or a subject's (`&table=` only says where
 * to look first).
 */
export function LiveVideosPage() {
  const { company } = useCompany();
  const [params] = useSearchParams();
  const lessonId = (params.get('lesson') ?? '').trim();
  const hint = params.get('table');
  const lesson = useLiveLesson(lessonId, isLessonTable(hint) ? hint : undefined);
  const view = lesson.data;
  const back = `/data-crud?table=${view?.table ?? (isLessonTable(hint) ? hint : 'live_lessons')}`;

  const title = view?.title ?? 'Live lesson';
  useEffect(() => {
    document.title = `${title} · ${company.name}`;
  }, [title, company.name]);

  if (lesson.isPending && lessonId)
    return (
      <div
        className="mx-auto grid max-w-3xl gap-3"
        aria-busy="true"
        aria-label="Loading the lesson"
      >
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  const missing = !lessonId || (lesson.error instanceof ApiError && lesson.error.status === 404);
  if (missing || !view)
    return (
      <div className="mx-auto grid max-w-3xl gap-3">
        <h1 className="text-2xl font-semibold">Live lesson</h1>
        {!missing && lesson.isError ? (
          <FormAlert>{lesson.error.message}</FormAlert>
        ) : (
          <PageNotice
            icon={VideoOff}
            title="This lesson does not exist."
            to={back}
            action="Back to the lessons"
          />
        )}
      </div>
    );

  const starts = view.startsAt ? sastInstant(view.startsAt) : undefined;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm text-muted-foreground">
        <Link to={back} className="hover:text-foreground hover:underline">
          {view.table === 'subjects' ? 'Subjects' : 'Live lessons'}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words sm:text-3xl">
        {view.title}
      </h1>
      <div className="mt-6 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail icon={UserRound} label="Lead educator">
            {view.leadEducator ? (
              <a href={`mailto:${view.leadEducator}`} className="hover:underline">
                {view.leadEducator}
              </a>
            ) : (
              'Not named yet'
            )}
          </Detail>
          <Detail icon={GraduationCap} label="Class">
            {view.className ?? 'Every class'}
          </Detail>
          <Detail icon={CalendarClock} label="Date and time">
            {view.startsAt ? (
              <time dateTime={starts?.toISOString() ?? view.startsAt}>
                {lessonTimeText(view.startsAt)}
                <span className="font-normal text-muted-foreground"> (SAST)</span>
              </time>
            ) : (
              'Any time: the subject’s standing link'
            )}
          </Detail>
          <Detail icon={BookOpen} label="Subject">
            {view.subject ?? '—'}
          </Detail>
        </dl>
        <div className="mt-6 border-t pt-5">
          {view.meetingLink ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="min-w-0 text-sm break-all text-muted-foreground">{view.meetingLink}</p>
              <Button asChild size="lg" className="shrink-0">
                <a href={view.meetingLink} target="_blank" rel="noreferrer">
                  <Video aria-hidden="true" /> Join the lesson
                </a>
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground">
              The educator has not shared a meeting link for this lesson yet.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
