// A booking's money beyond the calendar (issue 25 item 4): the booking as one invoice line for
// its client, once; a month's talent payouts as payroll earnings, one line each, once. Runs on
// any day: the payroll's month is in a year after the server's.
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/time/sast';
import { BOOKING_MONEY_MESSAGES, EVENT_MESSAGES } from '@shared/events/schemas';
import type { PayrollSlipsReply } from '@shared/payroll/schemas';
import {
  ADMIN,
  MANAGER,
  STAFF,
  addDays,
  as,
  book,
  newClient,
  newRate,
  newTalent,
  post,
  unique,
} from './events-booking-support';
import { expectNoSkippedInvoiceNumber, nextCommonYear, runtimeClock } from './support';

type InvoiceReply = {
  status: string;
  eventId: string;
  invoiceNumber: number;
  total: number;
  lineTotal: number;
};
type Invoice = {
  invoice_number: number;
  client_id: string;
  sub_total: number;
  total_tax: number;
  total: number;
  lines: Array<{ name: string; unit_price: number; quantity: number; line_total: number }>;
};
type PayoutsReply = {
  status: string;
  payrollID: string;
  month: string;
  added: number;
  amount: number;
  talents: number;
  more: boolean;
};

describe('invoice-booking', () => {
  it('makes one invoice of a booking for its client, once', async () => {
    const day = addDays(formatDate(runtimeClock.now()), 30);
    const talent = await newTalent('Invoice Talent');
    const client = await newClient('Invoice Client');
    const rate = await newRate('350.00');
    // Two days of 8 hours at R350 plus 15 %: 16 x 350 = R5,600 payout, R840 fee, R6,440.
    const booking = await book({
      title: `Commercial shoot ${unique()}`,
      start: `${day} 08:00:00`,
      end: `${addDays(day, 1)} 17:00:00`,
      staffID: talent,
      clientID: client,
      rateID: rate,
      hours: 8,
      agencyFee: 0.15,
    });
    expect([booking.payout, booking.agency_share, booking.line_total]).toEqual([
      560_000, 84_000, 644_000,
    ]);

    expect(
      (await post(STAFF, '/auth/invoice-booking', { eventId: booking.id, requestId: ulid() }))
        .status,
    ).toBe(403);
    expect(
      (
        await post('manager@school.localhost', '/auth/invoice-booking', {
          eventId: booking.id,
          requestId: ulid(),
        })
      ).status,
    ).toBe(404);
    expect(
      (await post(ADMIN, '/auth/invoice-booking', { eventId: booking.id, requestId: undefined }))
        .status,
    ).toBe(400);

    const requestId = ulid();
    const first = await post<InvoiceReply>(ADMIN, '/auth/invoice-booking', {
      eventId: booking.id,
      requestId,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.lineTotal).toBe(644_000);
    const invoice = await post<{ invoice: Invoice }>(MANAGER, '/auth/get-invoice-data', {
      invoiceNumber: first.body.invoiceNumber,
    });
    expect(invoice.status, invoice.text).toBe(200);
    const inv = invoice.body.invoice;
    expect(inv.client_id).toBe(client);
    expect(inv.lines).toHaveLength(1);
    expect(inv.lines[0]).toMatchObject({ unit_price: 644_000, quantity: 1, line_total: 644_000 });
    expect(inv.lines[0]!.name).toContain(booking.title);
    expect(inv.lines[0]!.name).toContain('16 h x R 350.00 + agency fee 15%');
    // The invoice's lines are the booking's line total; VAT as the company's settings say.
    expect(inv.total).toBe(first.body.total);
    // Prices with VAT in: the total is the line; without: the line plus VAT on it.
    expect([644_000, 644_000 + inv.total_tax]).toContain(inv.total);
    expect(inv.total_tax).toBeGreaterThan(0);

    // The same request again: the first reply, no second invoice.
    const repeat = await post<InvoiceReply>(ADMIN, '/auth/invoice-booking', {
      eventId: booking.id,
      requestId,
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    // The calendar's list shows staff the booking's invoice.
    const day0 = booking.start.slice(0, 10);
    const listed = await post<Array<{ id: string; invoice_number?: number }>>(
      MANAGER,
      '/get-all-events',
      { status: 'Yes', from: day0, to: day0 },
    );
    expect(listed.body.find((e) => e.id === booking.id)?.invoice_number).toBe(
      first.body.invoiceNumber,
    );
    // Another request: refused, no number taken.
    const second = await post<{ error: string }>(ADMIN, '/auth/invoice-booking', {
      eventId: booking.id,
      requestId: ulid(),
    });
    expect(second.status).toBe(409);
    expect(second.text).toContain(BOOKING_MONEY_MESSAGES.alreadyInvoiced);
    // An invoiced booking keeps its money: neither moved nor deleted.
    const moved = await post(MANAGER, '/auth/save-event', {
      eventId: booking.id,
      title: booking.title,
      startDate: `${addDays(day, 2)} 08:00:00`,
      endDate: `${addDays(day, 2)} 17:00:00`,
      privacy: 'No',
      staffID: talent,
      clientID: client,
      rateID: rate,
      hours: 8,
      requestId: ulid(),
    });
    expect(moved.status, moved.text).toBe(409);
    expect(moved.text).toContain(EVENT_MESSAGES.settled);
    const deleted = await post(MANAGER, '/auth/delete-selected-events', {
      eventsIds: [booking.id],
    });
    expect(deleted.status, deleted.text).toBe(409);
    expect(deleted.text).toContain(EVENT_MESSAGES.settled);

    // Two requests at once for another booking: one invoice, one 409.
    const other = await book({
      title: `Voice over ${unique()}`,
      start: `${addDays(day, 3)} 09:00:00`,
      end: `${addDays(day, 3)} 11:00:00`,
      staffID: talent,
      clientID: client,
      rateID: rate,
      hours: 2,
    });
    const raced = await Promise.all(
      [ulid(), ulid()].map((id) =>
        post<InvoiceReply>(ADMIN, '/auth/invoice-booking', { eventId: other.id, requestId: id }),
      ),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = raced.find((r) => r.status === 200)!.body;
    await expectNoSkippedInvoiceNumber(first.body.invoiceNumber, won.invoiceNumber, {
      host: ADMIN.split('@')[1]!,
      token: (await as(ADMIN)).token,
    });
    expect(won.lineTotal).toBe(70_000);

    // A booking without a client, and an event that books no talent: 400.
    const noClient = await book({
      title: `Casting ${unique()}`,
      start: `${addDays(day, 4)} 09:00:00`,
      end: `${addDays(day, 4)} 10:00:00`,
      staffID: talent,
      rateID: rate,
    });
    const refused = await post(ADMIN, '/auth/invoice-booking', {
      eventId: noClient.id,
      requestId: ulid(),
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(BOOKING_MONEY_MESSAGES.noClientToInvoice);
    const meeting = await book({
      title: `Meeting ${unique()}`,
      start: `${addDays(day, 4)} 12:00:00`,
      end: `${addDays(day, 4)} 13:00:00`,
      clientID: client,
    });
    expect(
      (await post(ADMIN, '/auth/invoice-booking', { eventId: meeting.id, requestId: ulid() }))
        .status,
    ).toBe(400);
    expect(
      (await post(ADMIN, '/auth/invoice-booking', { eventId: 'nope', requestId: ulid() })).status,
    ).toBe(404);
  });
});

describe('add-talent-payouts-to-payroll', () => {
  it("puts each of the month's bookings on the talent's payslip once, exact cents", async () => {
    const year = nextCommonYear() + 2;
    const month = 5;
    const ym = `${year}-05`;
    const talent = await newTalent('Payroll Talent');
    const offRun = await newTalent('Not On Payroll');
    const client = await newClient('Payroll Client');
    const rate = await newRate('287.50');
    const saved = await post(MANAGER, '/auth/save-employee', {
      staffID: talent,
      dateOfBirth: '1995-04-01',
      taxNumber: '0123456789',
    });
    expect(saved.status, saved.text).toBe(200);
    const run = await post<{ payroll: { id: string } }>(MANAGER, '/auth/create-payroll', {
      month,
      year,
    });
    expect(run.status, run.text).toBe(200);
    const payrollID = run.body.payroll.id;
    const added = await post(MANAGER, '/auth/add-selected-employees-to-payroll', {
      selectedEmployees: [talent],
      payrollID,
    });
    expect(added.status, added.text).toBe(200);

    const u = unique();
    // 3.25 h at R287.50 = R934.375 -> R934.38; 2 days x 7.5 h = 15 h = R4,312.50.
    const a = await book({
      title: `Fitting ${u}`,
      start: `${ym}-06 09:00:00`,
      end: `${ym}-06 12:15:00`,
      staffID: talent,
      clientID: client,
      rateID: rate,
      hours: 3.25,
      agencyFee: 0.2,
    });
    const b = await book({
      title: `Series shoot ${u}`,
      start: `${ym}-20 07:00:00`,
      end: `${ym}-21 14:30:00`,
      staffID: talent,
      clientID: client,
      rateID: rate,
      hours: 7.5,
    });
    const nextMonth = await book({
      title: `June job ${u}`,
      start: `${year}-06-02 09:00:00`,
      end: `${year}-06-02 10:00:00`,
      staffID: talent,
      rateID: rate,
    });
    const notOnRun = await book({
      title: `Other's job ${u}`,
      start: `${ym}-10 09:00:00`,
      end: `${ym}-10 10:00:00`,
      staffID: offRun,
      rateID: rate,
    });
    expect([a.payout, b.payout]).toEqual([93_438, 431_250]);
    expect(nextMonth.payout + notOnRun.payout).toBeGreaterThan(0);

    expect(
      (await post(ADMIN, '/auth/add-talent-payouts-to-payroll', { payrollID, requestId: ulid() }))
        .status,
    ).toBe(403);
    expect(
      (
        await post(MANAGER, '/auth/add-talent-payouts-to-payroll', {
          payrollID: '1999-01',
          requestId: ulid(),
        })
      ).status,
    ).toBe(404);

    const requestId = ulid();
    const first = await post<PayoutsReply>(MANAGER, '/auth/add-talent-payouts-to-payroll', {
      payrollID,
      requestId,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      payrollID,
      month: ym,
      added: 2,
      amount: 93_438 + 431_250,
      talents: 1,
      staffIDs: [talent],
      more: false,
    });
    const payoutLines = async () => {
      const data = await post<PayrollSlipsReply>(
        MANAGER,
        '/auth/get-employees-already-on-payslip',
        { payrollID },
      );
      expect(data.status, data.text).toBe(200);
      const slip = data.body.employees.find((s) => s.staff_id === talent)!;
      return slip.lines.filter((l) => l.name.startsWith('Talent payout: '));
    };
    const lines = await payoutLines();
    expect(lines.map((l) => [l.name, l.amount, l.category])).toEqual([
      [`Talent payout: Fitting ${u} ${ym}-06`, 93_438, 'Other Earnings'],
      [`Talent payout: Series shoot ${u} ${ym}-20`, 431_250, 'Other Earnings'],
    ]);
    expect(lines.reduce((t, l) => t + l.amount, 0)).toBe(first.body.amount);

    // The same request: its first reply. Another: nothing more to add.
    const repeat = await post<PayoutsReply>(MANAGER, '/auth/add-talent-payouts-to-payroll', {
      payrollID,
      requestId,
    });
    expect(repeat.body).toEqual(first.body);
    const again = await post<PayoutsReply>(MANAGER, '/auth/add-talent-payouts-to-payroll', {
      payrollID,
      requestId: ulid(),
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ added: 0, amount: 0 });
    expect(await payoutLines()).toHaveLength(2);
    const listed = await post<Array<{ id: string; payroll_id?: string }>>(
      MANAGER,
      '/get-all-events',
      { status: 'Yes', from: `${ym}-01`, to: `${year}-06-30` },
    );
    const paid = new Map(listed.body.map((e) => [e.id, e.payroll_id]));
    expect([a.id, b.id, nextMonth.id].map((id) => paid.get(id))).toEqual([
      payrollID,
      payrollID,
      undefined,
    ]);

    // A finalised run refuses.
    const finalised = await post(MANAGER, '/auth/finalise-payroll', { payrollID });
    expect(finalised.status, finalised.text).toBe(200);
    const late = await post(MANAGER, '/auth/add-talent-payouts-to-payroll', {
      payrollID,
      requestId: ulid(),
    });
    expect(late.status).toBe(409);
  });
});
