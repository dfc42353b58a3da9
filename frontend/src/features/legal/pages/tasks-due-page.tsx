import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TaskDueView } from '@shared/legal/tasks-due';
import { formatDate } from '@shared/time/sast';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DatePicker } from '../../../components/ui/date-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { useCompany } from '../../../lib/company';
import { useTasksDue } from '../api/tasks-due';
import { matterLink } from '../components/matters-list';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Tasks due (`/tasks-due?from=&to=`, issue 28): the matters' open tasks due in a range of days
 * (the home's item links here with today and tomorrow; opened bare: today and tomorrow), a page
 * at a time, each with its matter (a link to it), due date, time and assignee.
 */
export function TasksDuePage() {
  const { company, labels } = useCompany();
  const [params, setParams] = useSearchParams();
  const today = formatDate(new Date());
  const fromParam = params.get('from') ?? '';
  const from = DATE.test(fromParam) ? fromParam : today;
  const toParam = params.get('to') ?? '';
  const to = DATE.test(toParam) && toParam >= from ? toParam : nextDay(from);
  const list = useTasksDue(from, to);

  useEffect(() => {
    document.title = `Tasks due · ${company.name}`;
  }, [company.name]);

  const setRange = (next: { from?: string; to?: string }) => {
    const f = next.from ?? from;
    const t = next.to ?? to;
    setParams({ from: f, to: t < f ? f : t }, { replace: true });
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">Tasks due</h1>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="tasks-due-from">From</Label>
          <DatePicker
            id="tasks-due-from"
            className="w-44"
            value={from}
            onChange={(value) => value && setRange({ from: value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="tasks-due-to">To</Label>
          <DatePicker
            id="tasks-due-to"
            className="w-44"
            value={to}
            min={from}
            onChange={(value) => value && setRange({ to: value })}
          />
        </div>
      </div>
      {list.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>Could not load the tasks due: {list.error.message}</FormAlert>
          <Button variant="outline" onClick={list.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable<TaskDueView>
          caption={`Open tasks due from ${from} to ${to}`}
          rows={list.rows}
          loading={list.isPending}
          scrollRegion
          more={list}
          moreLabel="Load more tasks"
          getRowId={(t) => t.id}
          emptyText="No open tasks are due in these days."
          columns={[
            {
              key: 'task',
              header: 'Task',
              cell: (t) => <span className="block min-w-40">{t.description}</span>,
            },
            {
              key: 'matter',
              header: labels.matter,
              cell: (t) =>
                t.matter ? (
                  <div className="min-w-40">
                    <Link
                      to={matterLink(t.matter.id)}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {t.matter.title}
                    </Link>
                    <div className="text-xs text-muted-foreground">{t.matter.file_number}</div>
                  </div>
                ) : (
                  '—'
                ),
            },
            {
              key: 'due',
              header: 'Due',
              cell: (t) => (t.due_time ? `${t.due_date} ${t.due_time}` : t.due_date),
              className: 'whitespace-nowrap tabular-nums',
            },
            {
              key: 'staff',
              header: 'Assigned to',
              cell: (t) => t.staff?.name ?? '—',
            },
          ]}
        />
      )}
    </div>
  );
}
