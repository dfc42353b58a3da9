import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, type EventView } from '@shared/events/schemas';
import * as sonner from '../../../components/ui/sonner';
import { fakeApi } from '../../../lib/test-render';
import { useEventActions } from '../lib/use-event-actions';

const booking: EventView = {
  id: 'e1',
  title: 'Soapie call',
  description: 'Two scenes',
  start: '2031-03-10 07:00:00',
  end: '2031-03-10 16:00:00',
  private: 'Yes',
  rates: 45_000,
  hours: 8,
  rate_id: 'r3',
  color: '#43a047',
  agency_fee: 0.15,
  agency_fee_name: 'Standard Agency Fee',
  staff_id: 's1',
  staff_name: 'Naledi Dlamini',
  client_id: 'c1',
  client_name: 'Kaapstad Films',
  payout: 360_000,
  agency_share: 54_000,
  line_total: 414_000,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('moving an event', () => {
  it('saves the event as it was with the new times, one request id per move', async () => {
    const api = fakeApi(() => ({ body: [] }));
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderHook(
      () => useEventActions('Yes', { from: '2031-03-01', to: '2031-03-31' }),
      { wrapper },
    );
    const revert = vi.fn();
    result.current.move([booking], {
      id: 'e1',
      start: '2031-03-17 07:00:00',
      end: '2031-03-17 16:00:00',
      revert,
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    result.current.move([booking], {
      id: 'e1',
      start: '2031-03-18 07:00:00',
      end: '2031-03-18 16:00:00',
      revert,
    });
    await waitFor(() => expect(api.calls).toHaveLength(2));
    const [first, second] = api.calls.map((c) => c.body as Record<string, unknown>);
    expect(first).toMatchObject({
      eventId: 'e1',
      title: 'Soapie call',
      description: 'Two scenes',
      startDate: '2031-03-17 07:00:00',
      endDate: '2031-03-17 16:00:00',
      privacy: 'Yes',
      rateID: 'r3',
      hours: 8,
      agencyFee: 0.15,
      agencyFeeName: 'Standard Agency Fee',
      clientID: 'c1',
      staffID: 's1',
      from: '2031-03-01',
      to: '2031-03-31',
    });
    expect(first?.requestId).toEqual(expect.any(String));
    expect(second?.requestId).not.toBe(first?.requestId);
    expect(revert).not.toHaveBeenCalled();
  });

  it('puts the event back and says why when the save is refused (a double booking)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ status: 409, body: { error: EVENT_MESSAGES.doubleBooked } })).fetch,
    );
    const error = vi.spyOn(sonner.toast, 'error');
    const { result } = renderHook(() => useEventActions('Yes', null), { wrapper });
    const revert = vi.fn();
    result.current.move([booking], {
      id: 'e1',
      start: '2031-03-17 07:00:00',
      end: '2031-03-17 16:00:00',
      revert,
    });
    await waitFor(() => expect(revert).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith(EVENT_MESSAGES.doubleBooked);
  });
});
