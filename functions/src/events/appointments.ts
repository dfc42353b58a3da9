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

/** The company's bookings starting this month (the company's clock), by start. */
export async function appointmentsThisMonth(
  ctx: RequestContext,
  body: Body,
): Promise<AppointmentsReply> {
  const { from, to } = monthRange(monthOf(ctx));
  return pageOf(
    ctx.db.entities.event.query
      .byStart({ emis: ctx.emis })
      .between({ start: from }, { start: to })
      .where((a, op) => op.exists(a.staff_id)),
    { field: 'pk', value: `${ctx.emis}#event` },
    { cursor: body.cursor, limit: body.limit ?? APPOINTMENTS_PAGE_SIZE },
    (rows) => rows.map(appointmentRow),
  );
}

const required = (field: 'staffID' | 'clientID') =>
  new AppError(400, EVENT_MESSAGES.required, { fields: { [field]: EVENT_MESSAGES.required } });

/** A page of one index partition (gsi1 or gsi2), latest start first, optionally one month. */
async function indexPage(
  ctx: RequestContext,
  index: 'gsi1' | 'gsi2',
  partition: string,
  body: Body,
  range?: { from: string; to: string },
): Promise<{ rows: AppointmentRow[]; cursor: string | null }> {
  const pk = `${index}pk`;
  const sk = `${index}sk`;
  const start = decodeCursor(body.cursor, { field: pk, value: partition }, ['pk', 'sk', pk, sk]);
  const result = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: index,
      KeyConditionExpression: range ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
      ExpressionAttributeNames: { '#pk': pk, ...(range ? { '#sk': sk } : {}) },
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(range ? { ':from': range.from, ':to': range.to } : {}),
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
  const staff = await staffMember(ctx, body.staffID);
  if (!staff) throw eventsError('noStaff', { fields: { staffID: EVENT_MESSAGES.noStaff } });
  const month = thisMonth ? monthOf(ctx) : undefined;
  const [page, totals] = await Promise.all([
    indexPage(
      ctx,
      'gsi1',
      eventStaffKey(ctx.emis, staff.id),
      body,
      month ? monthRange(month) : undefined,
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
  const client = await clientById(ctx, body.clientID);
  if (!client) throw eventsError('noClient', { fields: { clientID: EVENT_MESSAGES.noClient } });
  return indexPage(ctx, 'gsi2', eventClientKey(ctx.emis, client.id), body);
}
