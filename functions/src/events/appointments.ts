// The appointments routes (issue 25, extended.md §3 Appointment, §7): a page of bookings at a
// time, from an index (the company's by start for the current month, gsi1 for a talent, gsi2
// for a client), never a read of the history; a talent's replies carry its totals from the
// aggregates kept with each booking write (figures.ts).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  APPOINTMENTS_PAGE_SIZE,
  EVENT_MESSAGES,
  type AppointmentRow,
  type AppointmentsReply,
} from '@shared/events/schemas';
import { formatDate } from '@shared/time/sast';
import type { RequestContext } from '../kernel/context';
import { decodeCursor, encodeCursor, pageOf } from '../kernel/pager';
import { AppError } from '../platform/errors';
import { clientById } from '../clients';
import { staffMember } from '../staff';
import { eventClientKey, eventStaffKey } from './entities/event.entity';
import { eventsError } from './errors';
import type { EventRecord } from './events';
import { talentTotals } from './figures';

type Body = { staffID?: string; clientID?: string; cursor?: string; limit?: number };

export const appointmentRow = (r: EventRecord): AppointmentRow => ({
  id: r.id,
  title: r.title,
  start: r.start,
  end: r.end,
  rates: r.rate_cents ?? 0,
  hours: (r.hours ?? 0) / 100,
  lineTotal: r.line_total ?? 0,
  payout: r.payout ?? 0,
});

const monthOf = (ctx: RequestContext) => formatDate(ctx.clock.now()).slice(0, 7);
const monthRange = (month: string) => ({
  from: `${month}-01 00:00:00`,
  to: `${month}-31 23:59:59~`,
});

type Filters = { staffId?: string; clientId?: string };

/**
 * The talent and client a list is narrowed to, each looked up in the caller's company (both
 * at once): another company's id answers 404 as a made-up one does, never an empty list.
 */
async function filtersOf(ctx: RequestContext, body: Body): Promise<Filters> {
  const [staff, client] = await Promise.all([
    body.staffID ? staffMember(ctx, body.staffID) : undefined,
    body.clientID ? clientById(ctx, body.clientID) : undefined,
  ]);
  if (body.staffID && !staff)
    throw eventsError('noStaff', { fields: { staffID: EVENT_MESSAGES.noStaff } });
  if (body.clientID && !client)
    throw eventsError('noClient', { fields: { clientID: EVENT_MESSAGES.noClient } });
  return { staffId: staff?.id, clientId: client?.id };
}

/** The company's bookings starting this month (the company's clock), by start; filtered. */
export async function appointmentsThisMonth(
  ctx: RequestContext,
  body: Body,
): Promise<AppointmentsReply> {
  const { staffId, clientId } = await filtersOf(ctx, body);
  const { from, to } = monthRange(monthOf(ctx));
  return pageOf(
    ctx.db.entities.event.query
      .byStart({ emis: ctx.emis })
      .between({ start: from }, { start: to })
      .where((a, op) =>
        [
          op.exists(a.staff_id),
          ...(staffId ? [op.eq(a.staff_id, staffId)] : []),
          ...(clientId ? [op.eq(a.client_id, clientId)] : []),
        ].join(' AND '),
      ),
    { field: 'pk', value: `${ctx.emis}#event` },
    { cursor: body.cursor, limit: body.limit ?? APPOINTMENTS_PAGE_SIZE },
    (rows) => rows.map(appointmentRow),
  );
}

const required = (field: 'staffID' | 'clientID') =>
  new AppError(400, EVENT_MESSAGES.required, { fields: { [field]: EVENT_MESSAGES.required } });

/**
 * A page of one index partition (gsi1 or gsi2), latest start first, optionally one month and
 * narrowed to one booking attribute (a talent's list to a client, a client's to a talent).
 */
async function indexPage(
  ctx: RequestContext,
  index: 'gsi1' | 'gsi2',
  partition: string,
  body: Body,
  range?: { from: string; to: string },
  only?: { attribute: 'staff_id' | 'client_id'; value: string },
): Promise<{ rows: AppointmentRow[]; cursor: string | null }> {
  const pk = `${index}pk`;
  const sk = `${index}sk`;
  const start = decodeCursor(body.cursor, { field: pk, value: partition }, ['pk', 'sk', pk, sk]);
  const result = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: index,
      KeyConditionExpression: range ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
      ...(only ? { FilterExpression: '#only = :only' } : {}),
      ExpressionAttributeNames: {
        '#pk': pk,
        ...(range ? { '#sk': sk } : {}),
        ...(only ? { '#only': only.attribute } : {}),
      },
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(range ? { ':from': range.from, ':to': range.to } : {}),
        ...(only ? { ':only': only.value } : {}),
      },
      ExclusiveStartKey: start,
      Limit: body.limit ?? APPOINTMENTS_PAGE_SIZE,
      ScanIndexForward: false,
    }),
  );
  const rows = (result.Items ?? []).flatMap((item) => {
    const event = ctx.db.entities.event.parse({ Item: item }).data;
    return event ? [appointmentRow(event)] : [];
  });
  return { rows, cursor: encodeCursor(result.LastEvaluatedKey) };
}

/** A talent's bookings (all, or this month's) with the talent's totals. */
export async function appointmentsOfStaff(
  ctx: RequestContext,
  body: Body,
  thisMonth: boolean,
): Promise<AppointmentsReply> {
  if (!body.staffID) throw required('staffID');
  const { staffId, clientId } = await filtersOf(ctx, body);
  const staff = { id: staffId! };
  // The totals are the talent's (the aggregates), also when the rows are one client's.
  const month = thisMonth ? monthOf(ctx) : undefined;
  const [page, totals] = await Promise.all([
    indexPage(
      ctx,
      'gsi1',
      eventStaffKey(ctx.emis, staff.id),
      body,
      month ? monthRange(month) : undefined,
      clientId ? { attribute: 'client_id', value: clientId } : undefined,
    ),
    talentTotals(ctx.db, ctx.emis, staff.id, month),
  ]);
  return { ...page, totals };
}

/** A client's bookings, latest start first. */
export async function appointmentsOfClient(
  ctx: RequestContext,
  body: Body,
): Promise<AppointmentsReply> {
  if (!body.clientID) throw required('clientID');
  const { staffId, clientId } = await filtersOf(ctx, body);
  return indexPage(
    ctx,
    'gsi2',
    eventClientKey(ctx.emis, clientId!),
    body,
    undefined,
    staffId ? { attribute: 'staff_id', value: staffId } : undefined,
  );
}
