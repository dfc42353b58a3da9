import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, type EventView } from '@shared/events/schemas';
import { toast } from '../../../components/ui/sonner';
import { endSession, startSession } from '../../../lib/session';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { EventDialog } from '../components/event-dialog';
import { TalentFeed } from '../components/talent-feed';
import { TalentProfile } from '../components/talent-profile';
import { calendarEvent } from '../lib/event-form';
import { EventsCalendarPage } from '../pages/events-calendar-page';

vi.mock('../../../components/ui/sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const company = testCompany({
  emis: 'ubuntu',
  name: 'Ubuntu Talent Agency',
  domain: 'agency.localhost',
  industry: 'Agency',
  // Bookings (talent, rates, agency fees) are Premium's (issue 27), as the seeded agency is.
  plan: 'Premium',
});

const booking = (more: Partial<EventView> = {}): EventView => ({
  id: 'e1',
  title: 'Commercial shoot',
  description: '',
  start: '2026-03-25 09:00:00',
  end: '2026-03-25 17:00:00',
  private: 'Yes',
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
  if (path.includes('/get-all-rates')) return { body: { rates: [] } };
  if (path.includes('/get-all-agency-fees')) return { body: [] };
  if (path.includes('/get-all-staff') || path.includes('/get-all-clients'))
    return { body: { rows: [], cursor: null } };
  return null;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  endSession();
});

function openBooking(event: EventView, props: Partial<Parameters<typeof EventDialog>[0]> = {}) {
  renderForCompany(
    company,
    '/events-calendar',
    <EventDialog
      draft={{ kind: 'event', event }}
      canEdit
      canInvoice
      onClose={() => undefined}
      onSave={() => Promise.resolve()}
      onDelete={() => Promise.resolve()}
      {...props}
    />,
  );
  return screen.findByRole('dialog', { name: event.title });
}

describe('invoicing a booking from the event dialog', () => {
  it('asks first, sends the event id with a request id, then shows the invoice and locks the booking', async () => {
    const api = fakeApi(
      (path) =>
        lists(path) ??
        (path.endsWith('/auth/invoice-booking')
          ? {
              body: {
                status: 'success',
                eventId: 'e1',
                invoiceNumber: 42,
                total: 264_500,
                lineTotal: 230_000,
              },
            }
          : { status: 404, body: { error: 'No such route' } }),
    );
    vi.stubGlobal('fetch', api.fetch);
    const dialog = await openBooking(booking());
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('button', { name: 'Invoice booking' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Invoice this booking to Blue Sky Films?',
    });
    expect(confirm).toHaveTextContent('R 2,300.00');
    // Nothing is sent before the person confirms.
    expect(api.calls.some((c) => c.path.endsWith('/invoice-booking'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Invoice booking' }));

    const link = await within(dialog).findByRole('link', { name: /Invoiced: #42/ });
    expect(link).toHaveAttribute('href', '/edit-and-print-invoice?selectedInvoice=42');
    const sent = api.calls.filter((c) => c.path.endsWith('/auth/invoice-booking'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      eventId: 'e1',
      requestId: expect.stringMatching(/^[0-9A-Z]{26}$/),
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Invoice #42 made for Blue Sky Films',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Open invoice' }) }),
    );
    // Now settled: read-only, no save or delete, no second invoice.
    expect(within(dialog).queryByRole('button', { name: 'Invoice booking' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(dialog).toHaveTextContent(EVENT_MESSAGES.settled);
  });

  it('shows the server’s refusal (409) and keeps the request id for a retry of that action', async () => {
    const api = fakeApi(
      (path) =>
        lists(path) ??
        (path.endsWith('/auth/invoice-booking')
          ? { status: 409, body: { error: 'This booking is already invoiced' } }
          : { status: 404, body: { error: 'No such route' } }),
    );
    vi.stubGlobal('fetch', api.fetch);
    const dialog = await openBooking(booking());
    const user = userEvent.setup();
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(within(dialog).getByRole('button', { name: 'Invoice booking' }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: 'Invoice booking' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This booking is already invoiced',
      );
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    const ids = api.calls
      .filter((c) => c.path.endsWith('/invoice-booking'))
      .map((c) => (c.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    // Still not invoiced: the booking stays editable.
    expect(within(dialog).getByRole('button', { name: 'Book Now' })).toBeVisible();
  });

  it('offers no invoice below admin, without a client, or for a booking worth nothing', async () => {
    vi.stubGlobal('fetch', fakeApi((path) => lists(path) ?? { body: [] }).fetch);
    let dialog = await openBooking(booking(), { canInvoice: false });
    expect(within(dialog).queryByRole('button', { name: 'Invoice booking' })).toBeNull();
    cleanup();
    dialog = await openBooking(booking({ client_id: null, client_name: null }));
    expect(within(dialog).queryByRole('button', { name: 'Invoice booking' })).toBeNull();
    cleanup();
    dialog = await openBooking(booking({ line_total: 0, payout: 0, agency_share: 0 }));
    expect(within(dialog).queryByRole('button', { name: 'Invoice booking' })).toBeNull();
    cleanup();
    dialog = await openBooking(booking({ staff_id: null, staff_name: null }));
    expect(within(dialog).queryByRole('button', { name: 'Invoice booking' })).toBeNull();
  });

  it('shows an invoiced booking as Invoiced: #n, read-only, with why', async () => {
    const api = fakeApi((path) => lists(path) ?? { body: [] });
    vi.stubGlobal('fetch', api.fetch);
    const dialog = await openBooking(booking({ invoice_number: 7 }));
    expect(within(dialog).getByRole('link', { name: /Invoiced: #7/ })).toHaveAttribute(
      'href',
      '/edit-and-print-invoice?selectedInvoice=7',
    );
    expect(within(dialog).queryByRole('button', { name: 'Invoice booking' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(dialog).toHaveTextContent(EVENT_MESSAGES.settled);
    // The pickers' lists are not even asked for.
    expect(api.calls).toEqual([]);
  });

  it('shows a paid-out booking read-only, still invoiceable by an admin', async () => {
    vi.stubGlobal('fetch', fakeApi((path) => lists(path) ?? { body: [] }).fetch);
    const dialog = await openBooking(booking({ payroll_id: '2026-03' }));
    expect(within(dialog).getByText('Paid out in payroll')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Invoice booking' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toBeDisabled();
  });

  it('keeps a settled booking from being dragged or resized on the calendar', () => {
    expect(calendarEvent(booking(), 0)).not.toHaveProperty('editable');
    expect(calendarEvent(booking({ invoice_number: 3 }), 0)).toMatchObject({ editable: false });
    expect(calendarEvent(booking({ payroll_id: '2026-03' }), 0)).toMatchObject({
      editable: false,
    });
  });
});

describe('the booking button label (a company setting)', () => {
  it('labels the save button as the company says, Book Now when it says nothing', async () => {
    vi.stubGlobal('fetch', fakeApi((path) => lists(path) ?? { body: [] }).fetch);
    let dialog = await openBooking(booking(), { saveLabel: 'Confirm booking' });
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeVisible();
    cleanup();
    dialog = await openBooking(booking(), { saveLabel: '  ' });
    expect(within(dialog).getByRole('button', { name: 'Book Now' })).toBeVisible();
  });

  it('reads the label from the company on the calendar page, and links the public iCal feed', async () => {
    startSession('token-1');
    const labelled = testCompany({
      emis: 'ubuntu',
      name: 'Ubuntu Talent Agency',
      domain: 'agency.localhost',
      industry: 'Agency',
    });
    labelled.company.booking_button_label = 'Reserve talent';
    vi.stubGlobal(
      'fetch',
      fakeApi((path) => {
        if (path.endsWith('/auth/user')) return { body: { alevel: 7, emis: 'ubuntu', name: 'A' } };
        if (path.endsWith('/get-all-events')) return { body: [booking()] };
        return lists(path) ?? { status: 404, body: { error: 'No such route' } };
      }).fetch,
    );
    renderForCompany(labelled, '/events-calendar', <EventsCalendarPage />);
    expect(screen.getByRole('link', { name: /Subscribe \(iCal\)/ })).toHaveAttribute(
      'href',
      '/events.ics',
    );
    const table = await screen.findByRole('table', { name: 'Upcoming events' });
    await userEvent
      .setup()
      .click(await within(table).findByRole('button', { name: 'Open Commercial shoot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commercial shoot' });
    expect(within(dialog).getByRole('button', { name: 'Reserve talent' })).toBeVisible();
    // An admin: the booking can be invoiced.
    expect(within(dialog).getByRole('button', { name: 'Invoice booking' })).toBeVisible();
  });
});

const thandi = {
  id: 's1',
  name: 'Thandi',
  id_number: '900',
  phone: '0821234567',
  email: 'thandi@example.com',
  city: 'Cape Town',
  address: null,
  created_at: null,
  updated_at: null,
};

describe('the talent’s calendar feed', () => {
  it('makes a link, copies it, asks before a new one, and stops it after asking', async () => {
    let made = 0;
    const api = fakeApi((path, body) => {
      if (path.endsWith('/auth/create-calendar-feed'))
        return {
          body: {
            status: 'success',
            staffID: (body as { staffID: string }).staffID,
            url: `http://agency.localhost/calendar-feed/token${++made}.ics`,
          },
        };
      if (path.endsWith('/auth/revoke-calendar-feed'))
        return { body: { status: 'success', staffID: 's1', revoked: true } };
      return { status: 404, body: { error: 'No such route' } };
    });
    vi.stubGlobal('fetch', api.fetch);
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    // userEvent installs its own clipboard: replace it after setup.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderForCompany(company, '/manage-talents', <TalentFeed staffId="s1" staffName="Thandi" />);

    await user.click(screen.getByRole('button', { name: 'Calendar feed' }));
    const link = await screen.findByRole('textbox', { name: 'Calendar feed link' });
    expect(link).toHaveValue('http://agency.localhost/calendar-feed/token1.ics');
    expect(link).toHaveAttribute('readonly');
    expect(api.calls[0]?.path).toMatch(/\/auth\/create-calendar-feed$/);
    expect(api.calls[0]?.body).toEqual({ staffID: 's1' });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('http://agency.localhost/calendar-feed/token1.ics');

    // A second link stops the first: asked first.
    await user.click(screen.getByRole('button', { name: 'New feed link' }));
    const renew = await screen.findByRole('alertdialog', {
      name: 'Make a new calendar feed link?',
    });
    expect(api.calls).toHaveLength(1);
    await user.click(within(renew).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Calendar feed link' })).toHaveValue(
        'http://agency.localhost/calendar-feed/token2.ics',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Stop feed' }));
    const stop = await screen.findByRole('alertdialog', { name: 'Stop Thandi’s calendar feed?' });
    await user.click(within(stop).getByRole('button', { name: 'Stop feed' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Calendar feed link' })).toBeNull(),
    );
    expect(api.calls.at(-1)?.path).toMatch(/\/auth\/revoke-calendar-feed$/);
    expect(api.calls.at(-1)?.body).toEqual({ staffID: 's1' });
    expect(toast.success).toHaveBeenCalledWith('The calendar feed link no longer works');
  });

  it('shows the server’s refusal for another staff member’s feed', async () => {
    const message = 'Only an admin may make or revoke the calendar feed of another staff member';
    vi.stubGlobal('fetch', fakeApi(() => ({ status: 403, body: { error: message } })).fetch);
    renderForCompany(company, '/manage-talents', <TalentFeed staffId="s1" staffName="Thandi" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Calendar feed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox', { name: 'Calendar feed link' })).toBeNull();
  });
});

describe('the talent profile’s bank details', () => {
  const answer = (path: string) => {
    if (path.endsWith('/get-images-for-given-folder')) return { body: [] };
    if (path.endsWith('/auth/get-employee'))
      return {
        body: {
          employee: { id: 's1', bank: 'Capitec', account: '1234567890', postal_code: '8001' },
        },
      };
    return { status: 404, body: { error: 'No such route' } };
  };

  it('shows a manager the bank, account and postal code that payroll keeps', async () => {
    const api = fakeApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(company, '/manage-talents', <TalentProfile staff={thandi} manager />);
    expect(await screen.findByText('1234567890')).toBeVisible();
    expect(screen.getByText('Capitec')).toBeVisible();
    expect(screen.getByText('8001')).toBeVisible();
    expect(api.calls.find((c) => c.path.endsWith('/get-employee'))?.body).toEqual({
      staffID: 's1',
    });
  });

  it('does not ask for them below manager, and says where they are kept', async () => {
    const api = fakeApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(company, '/manage-talents', <TalentProfile staff={thandi} />);
    expect(
      await screen.findByText(/Bank details and postal code are kept in payroll/),
    ).toBeVisible();
    expect(screen.queryByText('Bank')).toBeNull();
    expect(screen.queryByText('Account')).toBeNull();
    await waitFor(() =>
      expect(api.calls.some((c) => c.path.endsWith('/get-images-for-given-folder'))).toBe(true),
    );
    expect(api.calls.some((c) => c.path.endsWith('/get-employee'))).toBe(false);
  });
});
