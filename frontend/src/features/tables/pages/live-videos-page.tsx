import { CalendarClock, GraduationCap, UserRound, Video, VideoOff } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useReferenceOptions } from '../api/get-dependent-table-columns';
import { useTableRow } from '../api/get-table-rows';
import { PageNotice } from '../components/page-notice';

const LESSON_TABLES = ['live_lessons', 'subjects'];

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
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div>
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="font-medium">{children}</dd>
      </div>
    </div>
  );
}

/**
 * `/live-videos?lesson=` (from 'Join Now'): the lesson's lead educator, class and date-time, and
 * its meeting link. A subject's row leads here too (`&table=subjects`): its standing link.
 */
export function LiveVideosPage() {
  const { company } = useCompany();
  const [params] = useSearchParams();
  const lessonId = params.get('lesson') ?? '';
  const table = LESSON_TABLES.includes(params.get('table') ?? '')
    ? (params.get('table') as string)
    : 'live_lessons';
  const lesson = useTableRow(table, lessonId);
  const classes = useReferenceOptions(table).data?.class_id ?? [];

  const row = lesson.data;
  const title = row ? String(row.title ?? row.subject_name ?? 'Live lesson') : 'Live lesson';
  useEffect(() => {
    document.title = `${title} · ${company.name}`;
  }, [title, company.name]);

  if (lesson.isPending && lessonId)
    return (
      <div className="mx-auto max-w-3xl">
        <Skeleton className="h-56 w-full" />
      </div>
    );
  if (lesson.isError)
    return (
      <div className="mx-auto grid max-w-3xl justify-items-start gap-3">
        <h1 className="text-2xl font-semibold">Live lesson</h1>
        <FormAlert>{lesson.error.message}</FormAlert>
      </div>
    );
  if (!row)
    return (
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-semibold">Live lesson</h1>
        <PageNotice
          icon={VideoOff}
          title="This lesson does not exist."
          to={`/data-crud?table=${table}`}
          action="Back to the lessons"
        />
      </div>
    );

  const link = typeof row.meeting_link === 'string' ? row.meeting_link : '';
  const className = classes.find((option) => option.value === row.class_id)?.label;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm text-muted-foreground">
        <Link to={`/data-crud?table=${table}`} className="hover:text-foreground hover:underline">
          {table === 'subjects' ? 'Subjects' : 'Live lessons'}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
        <dl className="grid gap-5 sm:grid-cols-3">
          <Detail icon={UserRound} label="Lead educator">
            {row.lead_educator ? String(row.lead_educator) : '—'}
          </Detail>
          <Detail icon={GraduationCap} label="Class">
            {className ?? (row.class_id ? String(row.class_id) : '—')}
          </Detail>
          <Detail icon={CalendarClock} label="Date and time">
            {row.lesson_date_time ? String(row.lesson_date_time) : 'Any time'}
          </Detail>
        </dl>
        <div className="mt-6 border-t pt-5">
          {link ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm break-all text-muted-foreground">{link}</p>
              <Button asChild size="lg">
                <a href={link} target="_blank" rel="noreferrer">
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
