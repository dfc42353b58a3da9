import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ClientView, StaffView } from '@shared/clients/schemas';
import type {
  AgencyFeeView,
  AppointmentsReply,
  CalendarFeedReply,
  EventsReply,
  InvoiceBookingReply,
  RevokeCalendarFeedReply,
  SaveEventBody,
} from '@shared/events/schemas';
import type { MediaImage } from '@shared/media/schemas';
import type { GetEmployeeReply, RateView } from '@shared/payroll/schemas';
import { apiGet, apiPost } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

/** The dates a list of events covers (the calendar's visible range), YYYY-MM-DD. */
export type EventWindow = { from: string; to: string };

export const eventKeys = {
  all: ['events'] as const,
  list: (status: 'Yes' | 'No', window: EventWindow | null) =>
    ['events', 'list', status, window?.from ?? '', window?.to ?? ''] as const,
  rates: ['events', 'rates'] as const,
  fees: ['events', 'agency-fees'] as const,
  staff: ['events', 'staff'] as const,
  clients: ['events', 'clients'] as const,
  appointments: (staffId: string) => ['events', 'appointments', staffId] as const,
  staffImages: ['events', 'staff-images'] as const,
  employee: (staffId: string) => ['events', 'employee', staffId] as const,
};

/**
 * POST /get-all-events {emis, status, from, to}: the window's events (public: status No when
 * anonymous, Yes when signed in). Waits for the calendar to say which window it shows.
 */
export function useEvents(emis: string, status: 'Yes' | 'No', window: EventWindow | null) {
  return useQuery({
    queryKey: eventKeys.list(status, window),
    queryFn: ({ signal }) =>
      apiPost<EventsReply>('/get-all-events', { emis, status, ...window }, signal),
    enabled: window !== null,
    // Moving to the next month keeps the last month's events on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
}

export type SaveEvent = Omit<SaveEventBody, 'from' | 'to'> & { requestId: string };

/**
 * POST /auth/save-event: saves one event and answers the window's list, which replaces the
 * cached one (the calendar shows it at once).
 */
export function useSaveEvent(status: 'Yes' | 'No', window: EventWindow | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEvent) =>
      apiPost<EventsReply>('/auth/save-event', { ...body, ...window }),
    onSuccess: (events) => {
      client.setQueryData(eventKeys.list(status, window), events);
      // Another window (or a talent's bookings) may hold the event too.
      void client.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
  });
}

/** POST /auth/delete-selected-events {eventsIds}: answers the window's list as save-event. */
export function useDeleteEvents(status: 'Yes' | 'No', window: EventWindow | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventsIds: string[]) =>
      apiPost<EventsReply>('/auth/delete-selected-events', { eventsIds, ...window }),
    onSuccess: (events) => {
      client.setQueryData(eventKeys.list(status, window), events);
      void client.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
  });
}

/** GET /auth/get-all-rates (payroll's rates: price per hour in cents); staff only. */
export function useRates(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.rates,
    queryFn: ({ signal }) => apiGet<{ rates: RateView[] }>('/auth/get-all-rates', signal),
    select: (reply) => reply.rates,
    enabled,
  });
}

/** GET /auth/get-all-agency-fees: {id, name, percentage} (15 = 15 %); staff only. */
export function useAgencyFees(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.fees,
    queryFn: ({ signal }) => apiGet<AgencyFeeView[]>('/auth/get-all-agency-fees', signal),
    enabled,
  });
}

/** GET /auth/get-all-staff a page at a time (the talent picker's "Load more"). */
export const useStaff = (enabled = true) =>
  usePagedList<StaffView>(eventKeys.staff, '/auth/get-all-staff', { enabled });

/** GET /auth/get-all-clients a page at a time (the client picker's "Load more"). */
export const useClients = (enabled = true) =>
  usePagedList<ClientView>(eventKeys.clients, '/auth/get-all-clients', { enabled });

/**
 * POST /auth/get-all-appointments-by-staff {staffID, cursor, limit}: a talent's bookings a page
 * at a time ("Load more"), with the talent's totals (Total Hours, Total Payout) from the first.
 */
export function useStaffAppointments(staffId: string | null, limit: number) {
  const query = useInfiniteQuery({
    queryKey: eventKeys.appointments(staffId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiPost<AppointmentsReply>(
        '/auth/get-all-appointments-by-staff',
        { staffID: staffId, limit, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: staffId !== null,
  });
  const pages = query.data?.pages ?? [];
  return {
    rows: pages.flatMap((page) => page.rows),
    totals: pages[0]?.totals ?? null,
    isPending: staffId !== null && query.isPending,
    error: query.isError && !query.data ? query.error : null,
    hasMore: Boolean(query.hasNextPage),
    isLoadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? query.error : null,
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}

/** POST /auth/get-images-for-given-folder {folder: 'staff'}: the talents' pictures. */
export function useStaffImages(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.staffImages,
    queryFn: ({ signal }) =>
      apiPost<MediaImage[]>('/auth/get-images-for-given-folder', { folder: 'staff' }, signal),
    enabled,
  });
}

/** POST /auth/upload-image into folder 'staff', named by the talent's id; answers the folder. */
export function useUploadStaffPicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { image64: string; name: string }) =>
      apiPost<MediaImage[]>('/auth/upload-image', { ...body, folder: 'staff' }),
    onSuccess: (images) => client.setQueryData(eventKeys.staffImages, images),
  });
}

/** POST /auth/update-item {table: 'staff', id, column, value}: one field of a talent's row. */
export function useUpdateStaffField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; column: string; value: string }) =>
      apiPost<unknown>('/auth/update-item', { table: 'staff', ...body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: eventKeys.staff }),
  });
}

/**
 * POST /auth/invoice-booking {eventId, requestId}: the booking as one invoice line for its
 * client (admins). The lists are read again, so the event carries its invoice_number.
 */
export function useInvoiceBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { eventId: string; requestId: string }) =>
      apiPost<InvoiceBookingReply>('/auth/invoice-booking', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** POST /auth/create-calendar-feed {staffID}: a new private feed link (the old one stops). */
export function useCreateCalendarFeed() {
  return useMutation({
    mutationFn: (staffID: string) =>
      apiPost<CalendarFeedReply>('/auth/create-calendar-feed', { staffID }),
  });
}

/** POST /auth/revoke-calendar-feed {staffID}: the talent's feed link stops working. */
export function useRevokeCalendarFeed() {
  return useMutation({
    mutationFn: (staffID: string) =>
      apiPost<RevokeCalendarFeedReply>('/auth/revoke-calendar-feed', { staffID }),
  });
}

/**
 * POST /auth/get-employee {staffID}: the talent's payroll details (bank, account, postal code),
 * kept by payroll and read at its level: only managers ask.
 */
export function useEmployeeDetails(staffId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.employee(staffId),
    queryFn: ({ signal }) =>
      apiPost<GetEmployeeReply>('/auth/get-employee', { staffID: staffId }, signal),
    select: (reply) => reply.employee,
    enabled,
  });
}
