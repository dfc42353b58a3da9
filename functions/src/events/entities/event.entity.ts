import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * The partition of the bookings' reminder index (gsi3), across companies: a booking with a
 * talent or a client carries `remind_key` = EVENT_REMIND_KEY and `remind_at` =
 * `${utcIso}#${emis}#${id}` (eventRemindAt) while its reminder is still ahead, so the reminder
 * job reads what is due by now in one Query, never the events' history.
 */
export const EVENT_REMIND_KEY = 'event_remind';
export const eventRemindAt = (utcIso: string, emis: string, id: string) =>
  `${utcIso}#${emis}#${id}`;

/** gsi1 / gsi2 partitions: a talent's and a client's bookings, by start. */
export const eventStaffKey = (emis: string, staffId: string) => `${emis}#event_staff#${staffId}`;
export const eventClientKey = (emis: string, clientId: string) =>
  `${emis}#event_client#${clientId}`;
/** The sort of the three by-start lists (company, talent, client): start, then id. */
export const eventSort = (start: string, id: string) => `${start}#${id}`;

/**
 * An event of the calendar (extended.md §3 Event), a booking when it names a talent
 * (`staff_id`). Keyed by company and start (`${emis}#event` / `${start}#${id}`), so a window of
 * the calendar is one key-range Query; a move changes the key (the save deletes the old item and
 * creates the new one in one transaction, and `event_ref` finds an event by id). gsi1: the
 * talent's bookings by start; gsi2: the client's; both sparse (written only when named).
 * Times are Africa/Johannesburg wall time 'YYYY-MM-DD HH:mm:ss' (they sort as text). Money in
 * whole cents, hours in hundredths, the agency fee in basis points.
 */
export const eventDefinition = defineEntity({
  model: { entity: 'event', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    start: { type: 'string', required: true, readOnly: true },
    end: { type: 'string', required: true },
    private: { type: ['Yes', 'No'] as const, required: true, default: 'No' },
    rate_id: { type: 'string' },
    rate_name: { type: 'string' },
    /** The rate's price per hour when booked (cents): later rate changes leave a booking alone. */
    rate_cents: { type: 'number', default: 0 },
    /** Hours per day, hundredths (1.5 h = 150). */
    hours_per_day: { type: 'number', default: 0 },
    /** Basis points (15 % = 1500). */
    agency_fee_bp: { type: 'number', default: 0 },
    agency_fee_name: { type: 'string', default: '' },
    staff_id: { type: 'string' },
    staff_name: { type: 'string' },
    client_id: { type: 'string' },
    client_name: { type: 'string' },
    color: { type: 'string', required: true },
    /** bookingMoney(...) of the fields above, whole cents (0 without a talent and a rate). */
    payout: { type: 'number', default: 0 },
    agency_share: { type: 'number', default: 0 },
    line_total: { type: 'number', default: 0 },
    days: { type: 'number', default: 0 },
    /** hours_per_day x days, hundredths. */
    hours: { type: 'number', default: 0 },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    /** Raised by every save: an update planned on an older read is refused and planned again. */
    version: { type: 'number', required: true, default: 1 },
    // Reserved for the invoicing and payroll of bookings (issue 25 item 4): the invoice a
    // booking became a line of, the payroll run its payout went into (each at most once).
    invoice_number: { type: 'string' },
    payroll_id: { type: 'string' },
    // The sparse by-talent and by-client lists (gsi1, gsi2) and the reminders' due-time index
    // (gsi3), attribute-mapped so an event without a talent or client is in neither.
    staff_key: { type: 'string', field: 'gsi1pk', hidden: true },
    staff_sort: { type: 'string', field: 'gsi1sk', hidden: true },
    client_key: { type: 'string', field: 'gsi2pk', hidden: true },
    client_sort: { type: 'string', field: 'gsi2sk', hidden: true },
    remind_key: { type: 'string', field: 'gsi3pk', hidden: true },
    remind_at: { type: 'string', field: 'gsi3sk', hidden: true },
  },
  indexes: {
    byStart: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#event', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['start', 'id'],
        template: '${start}#${id}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const EventEntity: EntityOf<typeof eventDefinition>;
