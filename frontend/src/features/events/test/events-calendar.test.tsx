import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '@shared/events/schemas';
import { endSession, startSession } from '../../../lib/session';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { EventDialog } from '../components/event-dialog';
import { agencyFraction, type EventFormOutput } from '../lib/event-form';
import { dialogEvent } from '../lib/use-event-actions';
import { EventsCalendarPage } from '../pages/events-calendar-page';

const company = testCompany({
  emis: 'ubuntu',
  name: 'Ubuntu Talent Agency',
  domain: 'agency.localhost',
  industry: 'Agency',
  // Bookings (talent, rates, agency fees) are Premium's (issue 27), as the seeded agency is.
  plan: 'Premium',
});

const event = (id: string, title: string, more: Partial<EventView> = {}): EventView => ({
  id,
  title,
  description: 'On set by 08:00',
  start: '2026-03-25 09:00:00',
  end: '2026-03-25 17:00:00',
  private: 'No',
  rates: 25_000,
  hours: 8,
  rate_id: 'r1',
  color: '#1e88e5',
  agency_fee: 0.15,
  agency_fee_name: 'Standard',
  staff_id: 's1',
  staff_name: 'Thandi Mokoena',
  client_id: 'c1',
  client_name: 'Blue Sky Films',
  payout: 200_000,
  agency_share: 30_000,
  line_total: 230_000,
  ...more,
});

const lists = (path: string) => {
  if (path.includes('/get-all-rates'))
    return { body: { rates: [{ id: 'r1', name: 'Standard Audition', price: 25_000 }] } };
  if (path.includes('/get-all-agency-fees'))
    return { body: [{ id: 'f1', name: 'Standard', percentage: 15 }] };
  if (path.includes('/get-all-staff'))
    return {
      body: {
        rows: [{ id: 's1', name: 'Thandi Mokoena', id_number: '9001010000000' }],
        cursor: null,
      },
    };
  if (path.includes('/get-all-clients'))
    return { body: { rows: [{ id: 'c1', name: 'Blue Sky Films' }], cursor: null } };
  return null;
};

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

function openDialog(props: Partial<Parameters<typeof EventDialog>[0]> = {}) {
  const onSave = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  renderForCompany(
    company,
    '/events-calendar',
    <EventDialog
      draft={{
        kind: 'range',
        start: '2026-03-25 09:00:00',
        end: '2026-03-25 17:00:00',
        allDay: false,
      }}
      canEdit
      onClose={onClose}
      onSave={onSave}
      onDelete={() => Promise.resolve()}
      {...props}
    />,
  );
  return { onSave, onClose };
}

describe('the event dialog', () => {
  it('is titled by the selected range and says Required. under each missing field, sending nothing', async () => {
    const api = fakeApi((path) => lists(path) ?? { status: 404, body: { error: 'No such route' } });
    vi.stubGlobal('fetch', api.fetch);
    const { onSave } = openDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', {
      name: 'From 2026-03-25 09:00 To 2026-03-25 17:00',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Required.'));
    expect(within(dialog).getByRole('combobox', { name: /Privacy/ })).toHaveAccessibleDescription(
      'Required.',
    );
    expect(onSave).not.toHaveBeenCalled();

    // Hours Per Day emptied is Required. too (its default is 1).
    const hours = within(dialog).getByRole('textbox', { name: /Hours Per Day/ });
    expect(hours).toHaveValue('1');
    await user.clear(hours);
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(hours).toHaveAccessibleDescription('Required.'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an end before the start', async () => {
    vi.stubGlobal('fetch', fakeApi((path) => lists(path) ?? { body: [] }).fetch);
    const { onSave } = openDialog({
      draft: {
        kind: 'range',
        start: '2026-03-25 17:00:00',
        end: '2026-03-25 09:00:00',
        allDay: false,
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Audition');
    await user.click(within(dialog).getByRole('combobox', { name: /Privacy/ }));
    await user.click(await screen.findByRole('option', { name: 'Public' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('applies the agency percentage rule (15 % is 0.15) and saves the booking', async () => {
    vi.stubGlobal('fetch', fakeApi((path) => lists(path) ?? { body: [] }).fetch);
    const { onSave, onClose } = openDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Commercial shoot');
    await user.click(within(dialog).getByRole('combobox', { name: /Privacy/ }));
    await user.click(await screen.findByRole('option', { name: 'Private' }));
    const hours = within(dialog).getByRole('textbox', { name: /Hours Per Day/ });
    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(within(dialog).getByRole('combobox', { name: /Select Rate To Apply/ }));
    await user.click(await screen.findByRole('option', { name: /Standard Audition/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /Agency Fee To Apply/ }));
    await user.click(await screen.findByRole('option', { name: 'Standard (15 %)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Talent' }));
    await user.click(await screen.findByRole('option', { name: 'Thandi Mokoena [9001010000000]' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const values = (onSave.mock.calls[0] as unknown as [EventFormOutput])[0];
    expect(dialogEvent(values)).toEqual({
      eventId: undefined,
      title: 'Commercial shoot',
      description: '',
      startDate: '2026-03-25 09:00:00',
      endDate: '2026-03-25 17:00:00',
      privacy: 'Yes',
      rateID: 'r1',
      hours: 8,
      agencyFee: 0.15,
      agencyFeeName: 'Standard',
      clientID: undefined,
      staffID: 's1',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows everything read-only below staff: no save, no delete', async () => {
    const api = fakeApi(() => ({ status: 403, body: { error: 'Access denied' } }));
    vi.stubGlobal('fetch', api.fetch);
    openDialog({
      canEdit: false,
      draft: { kind: 'event', event: event('e1', 'Casting day', { private: 'Yes' }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Casting day' });
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Casting day');
    expect(within(dialog).getByRole('textbox', { name: /Event Description/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Privacy/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Privacy/ })).toHaveTextContent('Private');
    expect(within(dialog).getByRole('textbox', { name: 'Staff Involved' })).toHaveValue(
      'Thandi Mokoena',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Client Involved' })).toHaveValue(
      'Blue Sky Films',
    );
    expect(within(dialog).queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Close' })[0]).toBeEnabled();
    // Nothing staff-only was asked for.
    expect(api.calls.map((c) => c.path)).toEqual([]);
  });
});

describe('the agency percentage rule', () => {
  it('divides what is above 0 by 100 to 2 decimals and leaves 0 alone', () => {
    expect(agencyFraction(15)).toBe(0.15);
    expect(agencyFraction('7')).toBe(0.07);
    expect(agencyFraction('1,5 %')).toBe(0.15);
    expect(agencyFraction('0')).toBe(0);
    expect(agencyFraction('')).toBe(0);
  });
});

describe('the events calendar page', () => {
  it('shows a visitor public events without the view selector or the Privacy column', async () => {
    const api = fakeApi((path) =>
      path.endsWith('/get-all-events')
        ? { body: [event('e1', 'Open casting')] }
        : { status: 404, body: { error: 'No such route' } },
    );
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(company, '/events-calendar', <EventsCalendarPage />);
    const table = await screen.findByRole('table', { name: 'Upcoming events' });
    expect(await within(table).findByRole('cell', { name: 'Open casting' })).toBeVisible();
    expect(within(table).queryByRole('columnheader', { name: 'Privacy' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'View' })).toBeNull();
    const call = api.calls.find((c) => c.path.endsWith('/get-all-events'));
    expect(call?.body).toMatchObject({ status: 'No', emis: 'ubuntu' });
    expect(call?.body).toHaveProperty('from');
    expect(call?.body).toHaveProperty('to');
  });

  it('gives a signed-in member of staff private events, the Privacy column and the view selector', async () => {
    startSession('token-1');
    const api = fakeApi((path) => {
      if (path.endsWith('/auth/user'))
        return { body: { alevel: 5, emis: 'ubuntu', name: 'Staff' } };
      if (path.endsWith('/get-all-events'))
        return {
          body: [event('e1', 'Open casting'), event('e2', 'Private fitting', { private: 'Yes' })],
        };
      return lists(path) ?? { status: 404, body: { error: 'No such route' } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(company, '/events-calendar', <EventsCalendarPage />);
    const table = await screen.findByRole('table', { name: 'Upcoming events' });
    expect(await within(table).findByRole('cell', { name: 'Private fitting' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Privacy' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'View' })).toHaveTextContent('Month View');
    expect(api.calls.find((c) => c.path.endsWith('/get-all-events'))?.body).toMatchObject({
      status: 'Yes',
    });
  });
});
