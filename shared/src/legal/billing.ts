// THE rules of a legal bill, in the browser (the billing form's label, default and preview) and
// in the API (what is stored and invoiced) alike. All amounts are whole cents.
import { divideHalfUp } from '../money/money';

/** What a billable is (extended.md §3 Billable). */
export const BILLABLE_ITEM_TYPES = ['billable', 'service', 'product', 'transport'] as const;
export type BillableItemType = (typeof BILLABLE_ITEM_TYPES)[number];

/** The quantity increments a billable may have (extended.md §3: 1 to 10). */
export const QTY_INCREMENT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type QtyIncrementId = (typeof QTY_INCREMENT_IDS)[number];

/** How a billable is counted: its unit's label, the minutes of a time increment, default units. */
export type BillingUnit = {
  label: string;
  /** Time billing: the increment in minutes the time is rounded up to; null otherwise. */
  minutes: number | null;
  defaultUnits: number;
};

const FLAT_FEE: BillingUnit = { label: 'Flat fee', minutes: null, defaultUnits: 1 };
const unit = (label: string): BillingUnit => ({ label, minutes: null, defaultUnits: 1 });

/** Increments 2 to 10 (extended.md §5 Billing): their label, and the two time increments. */
const BY_INCREMENT: Partial<Record<number, BillingUnit>> = {
  2: { label: 'minutes', minutes: 15, defaultUnits: 15 },
  3: unit('Copies'),
  4: unit('Folios'),
  5: unit('Number of Calls'),
  6: unit('Number of Attendances'),
  7: { label: 'minutes', minutes: 5, defaultUnits: 5 },
  8: unit('Number of Persons'),
  9: unit('Hours'),
  10: unit('Number of Pages'),
};

const BY_ITEM_TYPE: Partial<Record<BillableItemType, BillingUnit>> = {
  service: unit('Hours'),
  product: unit('Quantity'),
  transport: unit('Kilometers'),
};

export type BillableRule = { item_type: BillableItemType; qty_increment_id?: number | null };

/**
 * How a billable is counted. Its increment decides first (2 to 10); without one of those, its
 * item type (service: Hours, product: Quantity, transport: Kilometers); otherwise a flat fee.
 */
export function billingUnit(billable: BillableRule): BillingUnit {
  return (
    BY_INCREMENT[billable.qty_increment_id ?? 0] ?? BY_ITEM_TYPE[billable.item_type] ?? FLAT_FEE
  );
}

/** Units a bill may carry: more than 0, at most this many, with at most two decimals. */
export const MAX_UNITS = 100_000;

/** Whether `units` is a count a bill may carry (time in whole minutes). */
export function unitsProblem(unitOf: BillingUnit, units: number): string | null {
  if (!Number.isFinite(units) || units <= 0) return 'Enter a number of units above 0';
  if (units > MAX_UNITS) return `At most ${MAX_UNITS.toLocaleString('en-ZA')} units in one bill`;
  if (unitOf.minutes !== null && !Number.isInteger(units)) return 'Enter whole minutes';
  if (Math.abs(units * 100 - Math.round(units * 100)) > 1e-6)
    return 'Enter units with at most two decimals';
  return null;
}

/** Minutes billed for `minutes` worked on an increment: rounded UP to a whole increment. */
export function billedMinutes(minutes: number, increment: number): number {
  return Math.ceil(minutes / increment) * increment;
}

/**
 * A bill's amount in cents, for `units` of the billable at `rate` cents (its cost_per_hour).
 * - Time (increments 2 and 7): the minutes rounded UP to the increment, times the hourly rate,
 *   half up to the cent: 45 minutes at R1,200.00/h on the 15-minute increment is R900.00; 7
 *   minutes bill 15 minutes there and 10 minutes on the 5-minute one.
 * - Anything else: units × rate, half up to the cent (units have at most two decimals).
 * Throws a RangeError when the units or the rate cannot be billed.
 */
export function billAmount(billable: BillableRule, rate: number, units: number): number {
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError('The rate must be whole cents');
  const unitOf = billingUnit(billable);
  const problem = unitsProblem(unitOf, units);
  if (problem) throw new RangeError(problem);
  if (unitOf.minutes !== null) {
    const minutes = BigInt(billedMinutes(units, unitOf.minutes));
    return Number(divideHalfUp(minutes * BigInt(rate), 60n));
  }
  const hundredths = BigInt(Math.round(units * 100));
  return Number(divideHalfUp(hundredths * BigInt(rate), 100n));
}

/** What a bill row carries about its count: units entered, the unit's label, minutes billed. */
export type BilledCount = { hours: number; unit?: string | null; billed_minutes?: number | null };

/**
 * A bill's units as billed, the words beside its amount: time shows the minutes billed after
 * rounding up to the increment ("15 minutes" for 1 minute worked on a 15-minute increment),
 * anything else its units and label ("10 Copies"). A singular minute reads "1 minute".
 */
export function billedUnitsText(bill: BilledCount): string {
  if (bill.billed_minutes != null)
    return `${bill.billed_minutes} minute${bill.billed_minutes === 1 ? '' : 's'}`;
  return `${bill.hours} ${bill.unit ?? ''}`.trim();
}
