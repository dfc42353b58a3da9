import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './events-calendar.css';
import { useRef, useState } from 'react';
import type { EventView } from '@shared/events/schemas';
import { OptionSelect } from '../../../components/ui/select';
import type { EventWindow } from '../api/events';
import { calendarEvent, EVENTS_TIME_ZONE, wallTime } from '../lib/event-form';

export type CalendarView = 'dayGridMonth' | 'timeGridWeek';

const VIEWS = [
  { value: 'timeGridWeek', label: 'Week View' },
  { value: 'dayGridMonth', label: 'Month View' },
] as const;

export type EventsCalendarProps = {
  events: readonly EventView[];
  /** Staff drag to select, drag and resize. */
  editable: boolean;
  /** Signed-in users choose Week View or Month View. */
  showViewSelector: boolean;
  /** The visible range changed: the dates it covers (YYYY-MM-DD, both inclusive). */
  onWindow: (window: EventWindow) => void;
  onSelectRange?: (range: { start: string; end: string; allDay: boolean }) => void;
  onOpenEvent: (id: string) => void;
  /** A dragged or resized event: its new wall times; `revert` puts it back if the save fails. */
  onMoveEvent?: (move: { id: string; start: string; end: string; revert: () => void }) => void;
  label?: string;
};

/** The day before an ISO date (the calendar's range ends the day after its last day). */
function dayBefore(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * FullCalendar 7 (MIT: daygrid, timegrid, interaction) in Johannesburg time, month by default,
 * 800 px high with the Today button (extended.md §2). Its own chunk: only the calendar pages
 * download it.
 */
export default function EventsCalendar({
  events,
  editable,
  showViewSelector,
  onWindow,
  onSelectRange,
  onOpenEvent,
  onMoveEvent,
  label = 'Events calendar',
}: EventsCalendarProps) {
  const calendar = useRef<CalendarRef>(null);
  const [view, setView] = useState<CalendarView>('dayGridMonth');

  const moved = (info: {
    event: { id: string; startStr: string; endStr: string };
    revert: () => void;
  }) =>
    onMoveEvent?.({
      id: info.event.id,
      start: wallTime(info.event.startStr),
      end: wallTime(info.event.endStr || info.event.startStr),
      revert: info.revert,
    });

  return (
    <section aria-label={label} className="events-calendar grid gap-3">
      {showViewSelector && (
        <div className="flex items-center gap-2">
          <span id="calendar-view-label" className="text-sm font-medium">
            View
          </span>
          <OptionSelect
            aria-labelledby="calendar-view-label"
            className="w-40"
            value={view}
            options={VIEWS}
            onValueChange={(next) => {
              setView(next as CalendarView);
              // From the handler, not an effect (calling the API in an effect can crash: #7448).
              calendar.current?.getApi().changeView(next);
            }}
          />
        </div>
      )}
      <FullCalendar
        ref={calendar}
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        timeZone={EVENTS_TIME_ZONE}
        height={800}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
        // The Today button is named by what it says (axe: label-content-name-mismatch).
        todayHint="Today"
        events={events.map(calendarEvent)}
        editable={editable}
        selectable={editable}
        eventStartEditable={editable}
        eventDurationEditable={editable}
        datesSet={(info) =>
          onWindow({ from: info.startStr.slice(0, 10), to: dayBefore(info.endStr.slice(0, 10)) })
        }
        select={(info) => {
          onSelectRange?.({
            start: wallTime(info.startStr),
            end: wallTime(info.endStr),
            allDay: info.allDay,
          });
          calendar.current?.getApi().unselect();
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpenEvent(info.event.id);
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </section>
  );
}
