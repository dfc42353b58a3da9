import { CalendarPlus, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { LEVEL } from '@shared/access';
import type { EventView } from '@shared/events/schemas';
import type { SiteEvent } from '@shared/site/site-data';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/api/current-user';
import { cn } from '../../../lib/cn';
import { useCompany } from '../../../lib/company';
import { useToken } from '../../../lib/session';
import { useMounted, useSiteData } from '../../../lib/site-data';
import { useEvents, type EventWindow } from '../api/events';
import { EventDialog, type EventDraft } from '../components/event-dialog';
import { EventsTable } from '../components/events-table';
import { useEventActions } from '../lib/use-event-actions';

// FullCalendar is its own chunk: only the calendar pages download it.
const EventsCalendar = lazy(() => import('../components/events-calendar'));

/** A loading indicator beside a heading (loads and saves). */
export function Busy({ show, label }: { show: boolean; label: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex h-6 items-center gap-2 text-sm text-muted-foreground"
    >
      {show && (
        <>
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> {label}
        </>
      )}
    </p>
  );
}

/** A public event of the page document as the table shows it (a visitor sees no money). */
const visitorView = (e: SiteEvent): EventView => ({
  ...e,
  private: 'No',
  rates: 0,
  hours: 0,
  rate_id: null,
  color: '',
  agency_fee: 0,
  agency_fee_name: '',
  staff_id: null,
  staff_name: null,
  client_id: null,
  client_name: null,
  payout: 0,
  agency_share: 0,
  line_total: 0,
});

/**
 * Upcoming events / Calendar (extended.md §2): public (public events only) and signed in
 * (private ones too, the view selector, and for staff selecting, dragging and resizing).
 */
export function EventsCalendarPage() {
  const { company } = useCompany();
  const signedIn = useToken() !== null;
  const user = useCurrentUser();
  const canEdit = signedIn && (user.data?.alevel ?? 0) >= LEVEL.staff;
  const canInvoice = signedIn && (user.data?.alevel ?? 0) >= LEVEL.admin;
  const status = signedIn ? 'Yes' : 'No';
  const [visible, setVisible] = useState<EventWindow | null>(null);
  const events = useEvents(company.emis, status, visible);
  const actions = useEventActions(status, visible);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  // The server-rendered page lists the next public events until the calendar's window loads.
  const seeded = useSiteData()?.events;
  const upcoming = useMemo(() => seeded?.map(visitorView), [seeded]);
  const list = events.data ?? upcoming ?? [];
  // The calendar widget is drawn in the browser only (after hydration).
  const mounted = useMounted();

  useEffect(() => {
    document.title = `Events calendar · ${company.name}`;
  }, [company.name]);

  const open = (id: string) => {
    const event = list.find((e) => e.id === id);
    if (event) setDraft({ kind: 'event', event });
  };

  return (
    <div
      className={cn('mx-auto grid gap-6 px-4 py-8 sm:px-6', signedIn ? 'max-w-7xl' : 'max-w-6xl')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Upcoming events</h1>
          <Busy
            show={events.isFetching || actions.busy}
            label={actions.busy ? 'Saving…' : 'Loading events…'}
          />
        </div>
        {/* The public events as iCalendar, served on this site (GET /events.ics): a plain link,
            not the router's, so the browser fetches the file. */}
        <Button asChild variant="outline" size="sm">
          <a href="/events.ics" title="Add the public events to your calendar app">
            <CalendarPlus aria-hidden="true" /> Subscribe (iCal)
          </a>
        </Button>
      </div>
      {events.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {events.error.message}
          <Button size="sm" variant="outline" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {/* Visitors: the table beside a narrower calendar (7 of 12 columns); full width on phones. */}
      <div className={cn('grid gap-6', !signedIn && 'lg:grid-cols-12')}>
        <div className={cn(!signedIn && 'lg:col-span-5')}>
          <EventsTable
            events={list}
            showPrivacy={signedIn}
            onOpen={open}
            loading={events.isPending && !upcoming}
          />
        </div>
        <div className={cn('min-w-0', !signedIn && 'lg:col-span-7')}>
          <Suspense fallback={<Skeleton className="h-[800px] w-full" />}>
            {mounted ? (
              <EventsCalendar
                events={list}
                editable={canEdit}
                showViewSelector={signedIn}
                onWindow={setVisible}
                onSelectRange={(range) => setDraft({ kind: 'range', ...range })}
                onOpenEvent={open}
                onMoveEvent={(move) => actions.move(list, move)}
              />
            ) : (
              <Skeleton className="h-[800px] w-full" />
            )}
          </Suspense>
        </div>
      </div>
      {draft && (
        <EventDialog
          draft={draft}
          canEdit={canEdit}
          onClose={() => setDraft(null)}
          onSave={actions.saveDialog}
          onDelete={actions.deleteEvent}
          canInvoice={canInvoice}
          saveLabel={company.booking_button_label}
        />
      )}
    </div>
  );
}
