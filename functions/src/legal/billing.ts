import {
  billAmount,
  billedMinutes,
  billedUnitsText,
  billingUnit,
  unitsProblem,
} from '@shared/legal/billing';
import type { AddBillingBody, BillablesBody, DeleteBillsBody } from '@shared/legal/schemas';
import { formatDate } from '@shared/time/sast';
import type { TableRow } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { commit } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import { tableRecord } from '../tables';
import { aggregateSteps, negate } from '../kernel/aggregates';
import { billDeltas } from './billed';
import { unbilledDeltas } from './figures';
import { legalError } from './errors';
import { billsOfMatter } from './matters';
import {
  matterOr404,
  matterStillThere,
  referencesExist,
  staffExists,
  staffNames,
  type BillableRecord,
  type BillingRecord,
} from './records';

/** Bills are rows of the billings table: row rules, version and audit with every write. */
export const billings = /* @__PURE__ */ tableRecord('billings');

/** A company's billables read at once: at most this many. */
const BILLABLES_LIMIT = 1000;

const orNull = <T>(value: T | undefined): T | null => value ?? null;

/** A billable as the billing form reads it: its rate, increment and unit (label and default). */
export function billableView(b: BillableRecord) {
  const unit = billingUnit(b);
  return {
    id: b.id,
    name: b.name,
    item_type: b.item_type,
    cost_per_hour: b.cost_per_hour,
    qty_increment_id: orNull(b.qty_increment_id),
    increments: { name: unit.label },
    unit,
    court_type_id: orNull(b.court_type_id),
    scale_id: orNull(b.scale_id),
  };
}

/**
 * get-billables: the company's billables for a court type and scale. A billable with no court
 * type (or no scale) applies to every one; a filter left out matches all.
 */
export async function billablesFor(ctx: RequestContext, body: BillablesBody) {
  const { data } = await ctx.db.entities.billable.query
    .byCompany({ emis: ctx.emis })
    .go({ limit: BILLABLES_LIMIT });
  const fits = (value: string | undefined, wanted: string | undefined) =>
    !wanted || !value || value === wanted;
  return data
    .filter((b) => fits(b.court_type_id, body.courtTypeID) && fits(b.scale_id, body.scaleID))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(billableView);
}

/** A bill as the Billings tab reads it; `invoiced` locks it. */
export function billingView(b: BillingRecord, staff: Map<string, string>) {
  return {
    id: b.id,
    case_id: b.case_id,
    billing_date: b.billing_date,
    description: orNull(b.description),
    billable: { id: b.billable_id, name: b.billable_name },
    unit: orNull(b.unit),
    hours: b.hours,
    billed_minutes: orNull(b.billed_minutes),
    // The units as billed, matching the amount (time rounded up to its increment).
    units_billed: billedUnitsText(b),
    rate: b.rate,
    bill: b.bill,
    billable_from: orNull(b.billable_from),
    billable_to: orNull(b.billable_to),
    staff: b.staff_id ? { id: b.staff_id, name: staff.get(b.staff_id) ?? null } : null,
    status: b.status,
    invoiced: b.status === 'invoiced',
    invoice_number: orNull(b.invoice_number),
    row_version: orNull(b.row_version),
  };
}

/** The matter's bills, oldest first, with `saved` in (the index may not show it yet). */
async function billsView(ctx: RequestContext, caseId: string, saved?: BillingRecord) {
  const rows = (await billsOfMatter(ctx, caseId)).filter((b) => b.id !== saved?.id);
  const all = saved ? [...rows, saved] : rows;
  all.sort((a, b) => a.billing_date.localeCompare(b.billing_date) || a.id.localeCompare(b.id));
  const staff = await staffNames(
    ctx,
    all.map((b) => b.staff_id),
  );
  return all.map((b) => billingView(b, staff));
}

/** get-billings-for-selected-case. */
export async function matterBillings(ctx: RequestContext, caseId: string) {
  const matter = await matterOr404(ctx, caseId);
  return billsView(ctx, matter.id);
}

/** Minutes between two times of day (or date-times); undefined when either is missing. */
function minutesBetween(from?: string, to?: string): number | undefined {
  const minutes = (value: string) => {
    const [h, m] = value.slice(-8).replace(/^[ T]/, '').split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  if (!from || !to) return undefined;
  const span = minutes(to) - minutes(from);
  return span > 0 ? span : undefined;
}

/**
 * add-billing-to-file: a bill on a matter, priced HERE from the billable's rate and the units
 * by the shared rule (time rounded up to its increment); the browser's `bill` is ignored. The
 * units are `hours`; without them, the minutes from `billableFrom` to `billableTo` for a time
 * billable, else the billable's default units.
 */
export async function addBilling(ctx: RequestContext, body: AddBillingBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const { data: billable } = await ctx.db.entities.billable
    .get({ emis: ctx.emis, id: body.billableID })
    .go({ consistent: true });
  if (!billable) throw legalError('noBillable');
  const unit = billingUnit(billable);
  const units =
    body.hours ??
    (unit.minutes !== null ? minutesBetween(body.billableFrom, body.billableTo) : undefined) ??
    unit.defaultUnits;
  const problem = unitsProblem(unit, units);
  if (problem) throw new AppError(400, problem, { fields: { hours: problem } });
  const amount = billAmount(billable, billable.cost_per_hour, units);
  const { row, steps } = billings.create(ctx, {
    case_id: matter.id,
    billable_id: billable.id,
    billable_name: billable.name,
    unit: unit.label,
    rate: billable.cost_per_hour,
    hours: units,
    billed_minutes: unit.minutes !== null ? billedMinutes(units, unit.minutes) : undefined,
    bill: amount,
    billing_date: body.billableDate ?? formatDate(ctx.clock.now()),
    billable_from: body.billableFrom,
    billable_to: body.billableTo,
    description: body.description,
    staff_id: body.staffID,
    court_type_id: body.courtTypeID ?? matter.court_type_id,
    scale_id: body.scaleID ?? matter.scale_id,
    attorney_type_id: body.attorneyTypeID ?? matter.attorney_type_id,
    client_reference: body.clientRef ?? matter.client_reference,
    status: 'not invoiced' as const,
    created_by: ctx.caller.userId || undefined,
  });
  // A repeat of the request answers the bill the first one added (billed once).
  const saved = (await commit(
    ctx.db,
    (tx) => ({
      steps: [
        ...steps(tx),
        ...aggregateSteps(tx, ctx.emis, [...billDeltas(row), ...unbilledDeltas(row)]),
        matterStillThere(tx, ctx, matter.id),
        ...staffExists(tx, ctx, body.staffID),
        // The court type, scale and attorney type the request names (the matter's own were
        // checked with it): another company's answers as a made-up one, nothing billed.
        ...referencesExist(tx, ctx, {
          courtType: body.courtTypeID,
          scale: body.scaleID,
          attorneyType: body.attorneyTypeID,
        }),
      ],
      value: row,
    }),
    { request: requestOf(ctx) },
  )) as unknown as BillingRecord;
  const staff = await staffNames(ctx, [saved.staff_id]);
  return {
    status: 'success' as const,
    billing: billingView(saved, staff),
    billings: await billsView(ctx, matter.id, saved),
  };
}

/** The bills of a matter by id (strongly consistent); 404 for any not on that matter. */
export async function billsOn(
  ctx: RequestContext,
  caseId: string,
  ids: string[],
): Promise<BillingRecord[]> {
  const { data } = await ctx.db.entities.billing
    .get(ids.map((id) => ({ emis: ctx.emis, id })))
    .go({ consistent: true });
  const found = new Map(data.map((b) => [b.id, b]));
  return ids.map((id) => {
    const bill = found.get(id);
    if (!bill || bill.case_id !== caseId) throw legalError('noBill');
    return bill;
  });
}

/**
 * delete-bills (new): removes un-invoiced bills of a matter, each on the version read. An
 * invoiced bill is the invoice's record: 409, nothing removed.
 */
export async function deleteBills(ctx: RequestContext, body: DeleteBillsBody) {
  const matter = await matterOr404(ctx, body.caseID);
  await commit(ctx.db, async (tx) => {
    const bills = await billsOn(ctx, matter.id, body.selectedBills);
    if (bills.some((b) => b.status === 'invoiced')) throw legalError('billInvoiced');
    return [
      ...bills.flatMap((b) => billings.remove(ctx, b as unknown as TableRow).steps(tx)),
      ...aggregateSteps(
        tx,
        ctx.emis,
        negate(bills.flatMap((b) => [...billDeltas(b), ...unbilledDeltas(b)])),
      ),
    ];
  });
  return {
    status: 'success' as const,
    billings: (await billsView(ctx, matter.id)).filter((b) => !body.selectedBills.includes(b.id)),
  };
}
