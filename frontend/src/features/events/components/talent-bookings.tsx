import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useEvents, type EventWindow } from '../api/events';
import { useEventActions } from '../lib/use-event-actions';
import { EventDialog, type EventDraft } from './event-dialog';

const EventsCalendar = lazy(() => import('./events-calendar'));

/** Bookings (extended.md §2): the calendar of one talent's events, the window at a time. */
export function TalentBookings({ staffId }: { staffId: string }) {
  const { company } = useCompany();
  const [visible, setVisible] = useState<EventWindow | null>(null);
  const events = useEvents(company.emis, 'Yes', visible);
  const actions = useEventActions('Yes', visible);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const mine = (events.data ?? []).filter((event) => event.staff_id === staffId);

  return (
    <div className="grid gap-3">
      {events.isError && (
        <p role="alert" className="text-sm text-destructive">
          {events.error.message}
        </p>
      )}
      <Suspense fallback={<Skeleton className="h-[800px] w-full" />}>
        <EventsCalendar
          label="Bookings calendar"
          events={mine}
          editable
          showViewSelector
          onWindow={setVisible}
          onOpenEvent={(id) => {
            const event = mine.find((e) => e.id === id);
            if (event) setDraft({ kind: 'event', event });
          }}
          onMoveEvent={(move) => actions.move(mine, move)}
        />
      </Suspense>
      {draft && (
        <EventDialog
          draft={draft}
          canEdit
          onClose={() => setDraft(null)}
          onSave={actions.saveDialog}
          onDelete={actions.deleteEvent}
        />
      )}
    </div>
  );
}
