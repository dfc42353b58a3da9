import type { EventView } from '@shared/events/schemas';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { newRequestId, useRequestId } from '../../../lib/request-id';
import { useDeleteEvents, useSaveEvent, type EventWindow, type SaveEvent } from '../api/events';
import type { EventFormOutput } from './event-form';

/** The save body of an event as saved, with new times (a drag or a resize). */
export function movedEvent(
  event: EventView,
  start: string,
  end: string,
): Omit<SaveEvent, 'requestId'> {
  return {
    eventId: event.id,
    title: event.title,
    description: event.description ?? '',
    startDate: start,
    endDate: end,
    privacy: event.private,
    rateID: event.rate_id ?? undefined,
    hours: event.hours,
    agencyFee: event.agency_fee,
    agencyFeeName: event.agency_fee_name ?? '',
    clientID: event.client_id ?? undefined,
    staffID: event.staff_id ?? undefined,
  };
}

/** The dialog's checked values as the save body ('' for an optional id is no id). */
export function dialogEvent(values: EventFormOutput): Omit<SaveEvent, 'requestId'> {
  return {
    eventId: values.eventId || undefined,
    title: values.title,
    description: values.description,
    startDate: values.startDate,
    endDate: values.endDate,
    privacy: values.privacy,
    rateID: values.rateID || undefined,
    hours: values.hours,
    agencyFee: values.agencyFee,
    agencyFeeName: values.agencyFeeName,
    clientID: values.clientID || undefined,
    staffID: values.staffID || undefined,
  };
}

/**
 * Saving, moving and deleting events of one window, each user action with its own request id
 * (a double click or a retry of the same dialog submission reuses it).
 */
export function useEventActions(status: 'Yes' | 'No', window: EventWindow | null) {
  const save = useSaveEvent(status, window);
  const remove = useDeleteEvents(status, window);
  const dialogRequest = useRequestId();

  const saveDialog = async (values: EventFormOutput) => {
    await save.mutateAsync({ ...dialogEvent(values), requestId: dialogRequest.current() });
    dialogRequest.renew();
    toast.success('Event saved');
  };

  /** A drag or resize saves at once; a refused save puts the event back and says why. */
  const move = (
    events: readonly EventView[],
    { id, start, end, revert }: { id: string; start: string; end: string; revert: () => void },
  ) => {
    const event = events.find((e) => e.id === id);
    if (!event) return revert();
    save.mutate(
      { ...movedEvent(event, start, end), requestId: newRequestId() },
      {
        onSuccess: () => toast.success('Event moved'),
        onError: (error) => {
          revert();
          toast.error(errorText(error));
        },
      },
    );
  };

  const deleteEvent = async (id: string) => {
    try {
      await remove.mutateAsync([id]);
      toast.success('Event deleted');
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  return { saveDialog, move, deleteEvent, busy: save.isPending || remove.isPending };
}
