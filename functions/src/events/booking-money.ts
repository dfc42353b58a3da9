// A booking's money beyond the calendar (issue 25 item 4): the booking as an invoice line for its
// client (invoice-booking), and a month's talent payouts as payroll earnings
// (add-talent-payouts-to-payroll). Each booking goes into an invoice once and into payroll once:
// the event's invoice_number / payroll_id is set in the SAME transaction as the invoice or the
// payslip lines, on condition that it is not set yet and the event is as read.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { formatAmount } from '@shared/money/money';
import {
  BOOKING_MONEY_MESSAGES,
  EVENT_MESSAGES,
  type InvoiceBookingReply,
  type TalentPayoutsReply,
} from '@shared/events/schemas';
import { formatDate } from '@shared/time/sast';
import { NUMBERING_BUSY, newInvoiceSteps, type InvoiceLine } from '../documents';
import type { RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import type { Step, TxEntities } from '../kernel/transaction';
import { commit } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import { addEarningsLines } from '../payroll';
import { eventStaffKey } from './entities/event.entity';
import { eventsError } from './errors';
import { eventById, type EventRecord } from './events';

/** An invoice line's name is at most this long. */
const LINE_NAME_MAX = 300;
/** A payslip line's name is at most this long (payroll's earnings description). */
const PAYOUT_NAME_MAX = 100;
/**
 * Bookings one add-talent-payouts call puts on a run: each is a line and a booking mark in ONE
 * transaction (100 writes at most, with the run, the slips, the audit entry and the request).
 */
export const MAX_PAYOUTS_PER_CALL = 45;

const hoursText = (hundredths: number) => String(hundredths / 100);
const when = (r: EventRecord) =>
  r.start.slice(0, 10) === r.end.slice(0, 10)
    ? `${r.start.slice(0, 16)} to ${r.end.slice(11, 16)}`
    : `${r.start.slice(0, 16)} to ${r.end.slice(0, 16)}`;

/**
 * The booking as ONE service line at its line total (the talent's payout plus the agency's share,
 * exact cents), quantity 1: hours with decimals cannot be an invoice quantity (whole), and one
 * line keeps the invoice's lines equal to the booking. The name says what it is made of.
 */
export function bookingLine(r: EventRecord): InvoiceLine {
  const fee = r.agency_fee_bp ? ` + agency fee ${r.agency_fee_bp / 100}%` : '';
  const name =
    `${r.title} (${when(r)}; ${hoursText(r.hours ?? 0)} h x R ${formatAmount(r.rate_cents ?? 0)}` +
    `${fee}${r.staff_name ? `; ${r.staff_name}` : ''})`;
  return {
    item_type: 'service',
    name: name.slice(0, LINE_NAME_MAX),
    unit_price: r.line_total ?? 0,
    quantity: 1,
  };
}

const alreadyInvoiced = () => new AppError(409, BOOKING_MONEY_MESSAGES.alreadyInvoiced);

/**
 * invoice-booking: a new invoice for the booking's client with the booking as its one line
 * (priced with VAT by the company's settings and numbered by the invoice counter, as every
 * invoice), in ONE transaction with the event's invoice_number, set only if it has none and the
 * event is as read. Of two requests for one booking one invoices, the other reads it invoiced
 * and answers 409 taking no number; a repeat of a request answers its first reply.
 */
export async function invoiceBooking(
  ctx: RequestContext,
  body: { eventId: string; date?: string },
): Promise<InvoiceBookingReply> {
  const date = body.date ?? formatDate(ctx.clock.now());
  return commit(
    ctx.db,
    async (tx) => {
      const event = await eventById(ctx, body.eventId);
      if (!event) throw eventsError('noEvent', { fields: { eventId: EVENT_MESSAGES.noEvent } });
      if (event.invoice_number) throw alreadyInvoiced();
      if (!event.staff_id) throw new AppError(400, BOOKING_MONEY_MESSAGES.notABooking);
      if (!event.client_id)
        throw new AppError(400, BOOKING_MONEY_MESSAGES.noClientToInvoice, {
          fields: { clientID: BOOKING_MONEY_MESSAGES.noClientToInvoice },
        });
      if (!event.line_total) throw new AppError(400, BOOKING_MONEY_MESSAGES.nothingToInvoice);
      const invoice = await newInvoiceSteps(ctx, tx, {
        client: event.client_id,
        lines: [bookingLine(event)],
        terms: { date, comment: `Booking: ${event.title}`.slice(0, 500) },
      });
      const mark: Step = {
        name: 'booking',
        write: tx.event
          .patch({ emis: ctx.emis, start: event.start, id: event.id })
          .set({ invoice_number: String(invoice.value), version: event.version + 1 })
          .where(
            (a, op) => `${op.notExists(a.invoice_number)} AND ${op.eq(a.version, event.version)}`,
          )
          .commit(),
        // Changed since the read (invoiced by another request, moved, edited): plan again.
        onFail: 'retry',
      };
      return {
        steps: [...invoice.steps, mark],
        value: {
          status: 'success' as const,
          eventId: event.id,
          invoiceNumber: invoice.value,
          total: invoice.total,
          lineTotal: event.line_total,
        },
      };
    },
    { ...NUMBERING_BUSY, request: requestOf(ctx) },
  );
}

/** At most this many of a talent's bookings of one month are looked at (a bounded read). */
const MONTH_BOOKINGS_BOUND = 500;

/**
 * A talent's bookings starting in `month` not yet paid out, by start: a key range of the
 * by-talent index (gsi1), then the events themselves read consistently by key (the index may
 * lag a mark made a moment ago).
 */
async function unpaidBookings(
  ctx: RequestContext,
  staffId: string,
  month: string,
): Promise<EventRecord[]> {
  const keys: Array<{ emis: string; start: string; id: string }> = [];
  let from: Record<string, unknown> | undefined;
  do {
    const page = await ctx.db.client.send(
      new QueryCommand({
        TableName: ctx.db.table,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        FilterExpression: 'attribute_not_exists(#paid)',
        ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk', '#paid': 'payroll_id' },
        ExpressionAttributeValues: {
          ':pk': eventStaffKey(ctx.emis, staffId),
          ':from': `${month}-01 00:00:00`,
          ':to': `${month}-31 23:59:59~`,
        },
        ExclusiveStartKey: from,
        Limit: MONTH_BOOKINGS_BOUND,
      }),
    );
    for (const item of page.Items ?? [])
      if (item.start && item.id)
        keys.push({ emis: ctx.emis, start: String(item.start), id: String(item.id) });
    from = page.LastEvaluatedKey;
  } while (from && keys.length < MONTH_BOOKINGS_BOUND);
  if (keys.length === 0) return [];
  const { data } = await ctx.db.entities.event.get(keys).go({ consistent: true });
  return data
    .filter((e) => !e.payroll_id && (e.payout ?? 0) > 0 && e.staff_id === staffId)
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

const payoutName = (r: EventRecord) => {
  const date = ` ${r.start.slice(0, 10)}`;
  const head = 'Talent payout: ';
  return `${head}${r.title.slice(0, PAYOUT_NAME_MAX - head.length - date.length)}${date}`;
};

/**
 * add-talent-payouts-to-payroll: for each staff member on the (open) run, each of their bookings
 * starting in the month (the run's own by default) not yet paid out becomes ONE 'Other Earnings'
 * line of its payout, exact cents ('Talent payout: <title> <date>'), in ONE transaction with
 * each booking's payroll_id set (only if unset and the booking is as read). At most
 * MAX_PAYOUTS_PER_CALL bookings a call (`more` says when more wait). Again: nothing more.
 */
export async function addTalentPayouts(
  ctx: RequestContext,
  body: { payrollID: string; month?: string },
): Promise<TalentPayoutsReply> {
  return addEarningsLines(ctx, body.payrollID, async (run, staffIds) => {
    const month = body.month ?? `${run.year}-${String(run.month).padStart(2, '0')}`;
    const found = (
      await Promise.all([...staffIds].map((id) => unpaidBookings(ctx, id, month)))
    ).flat();
    found.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
    const taken = found.slice(0, MAX_PAYOUTS_PER_CALL);
    const lines = taken.map((r) => ({
      staffId: r.staff_id!,
      name: payoutName(r),
      amount: r.payout ?? 0,
    }));
    const extra = (tx: TxEntities): Step[] =>
      taken.map((r) => ({
        name: `booking ${r.id}`,
        write: tx.event
          .patch({ emis: ctx.emis, start: r.start, id: r.id })
          .set({ payroll_id: run.id, version: r.version + 1 })
          .where((a, op) => `${op.notExists(a.payroll_id)} AND ${op.eq(a.version, r.version)}`)
          .commit(),
        onFail: 'retry' as const,
      }));
    return {
      lines,
      extra,
      value: {
        status: 'success' as const,
        payrollID: run.id,
        month,
        added: lines.length,
        amount: lines.reduce((sum, l) => sum + l.amount, 0),
        talents: new Set(lines.map((l) => l.staffId)).size,
        staffIDs: [...new Set(lines.map((l) => l.staffId))],
        more: found.length > taken.length,
      },
    };
  });
}
