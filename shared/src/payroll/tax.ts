// Monthly PAYE by SARS's annual-equivalent method, UIF and SDL, in whole cents.
// REFERENCE.md "South African payroll": annualise regular pay (× 12), tax it with the year's
// table, subtract the rebates for the employee's age (never below zero), divide by 12; a bonus
// is taxed as tax(annual + bonus) − tax(annual). Rounding (the REFERENCE names none beyond money
// in 2 decimals): the annual tax is rounded half up to the cent, then the monthly share too.
import {
  SDL_RATE_PERCENT,
  TAX_TABLES,
  UIF_MONTHLY_CEILING_CENTS,
  UIF_RATE_PERCENT,
  type TaxTable,
} from './tables';

/** `numerator / denominator` rounded half up, for non-negative whole numbers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Percent of cents, rounded half up to the cent. */
export const percentOf = (cents: number, percent: number): number =>
  divideRounded(Math.max(0, cents) * percent, 100);

/**
 * The table of the tax year a pay date falls in (1 March to the end of February). A date after
 * the latest year Kantoor has tables for uses the latest table (`exact: false`, which the run
 * shows); a date before the first has none.
 */
export function taxTableFor(payDate: string): { table: TaxTable; exact: boolean } | undefined {
  const day = payDate.slice(0, 10);
  const exact = TAX_TABLES.find((t) => t.starts <= day && day <= lastDayOf(t));
  if (exact) return { table: exact, exact: true };
  const latest = TAX_TABLES[TAX_TABLES.length - 1];
  if (latest && day > lastDayOf(latest)) return { table: latest, exact: false };
  return undefined;
}

/** The tax year's real last day: 29 February in a leap year. */
function lastDayOf(table: TaxTable): string {
  const year = Number(table.ends.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-02-${leap ? '29' : '28'}`;
}

/** The tax year ('2026/27') a pay date falls in, whether or not Kantoor has its table. */
export function taxYearOf(payDate: string): string {
  const year = Number(payDate.slice(0, 4));
  const month = Number(payDate.slice(5, 7));
  const first = month >= 3 ? year : year - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
}

/** Tax on an annual taxable income (cents) before rebates, rounded half up to the cent. */
export function taxBeforeRebates(table: TaxTable, annualCents: number): number {
  const income = Math.max(0, annualCents);
  let bracket = table.brackets[0]!;
  for (const candidate of table.brackets) if (income > candidate.from * 100) bracket = candidate;
  const above = income - bracket.from * 100;
  return bracket.base * 100 + divideRounded(above * bracket.rate, 100);
}

/** The rebates (cents a year) for an age: primary; + secondary from 65; + tertiary from 75. */
export function rebatesFor(table: TaxTable, age: number): number {
  const { primary, secondary, tertiary } = table.rebates;
  return (primary + (age >= 65 ? secondary : 0) + (age >= 75 ? tertiary : 0)) * 100;
}

/** Annual tax after rebates (cents), never below zero. */
export function annualTax(table: TaxTable, annualCents: number, age: number): number {
  return Math.max(0, taxBeforeRebates(table, annualCents) - rebatesFor(table, age));
}

/** The annual income (rands) below which no tax is due at an age: rebates / 18%, rounded up. */
export function taxThreshold(table: TaxTable, age: number): number {
  return Math.ceil(rebatesFor(table, age) / 100 / 0.18);
}

/**
 * Monthly PAYE (cents): regular monthly pay annualised, taxed, less rebates, / 12; plus the
 * whole extra annual tax an irregular payment (a bonus) causes this month.
 */
export function monthlyPaye(input: {
  table: TaxTable;
  age: number;
  regularCents: number;
  irregularCents?: number;
}): { regular: number; irregular: number; total: number } {
  const annual = Math.max(0, input.regularCents) * 12;
  const base = annualTax(input.table, annual, input.age);
  const regular = divideRounded(base, 12);
  const bonus = Math.max(0, input.irregularCents ?? 0);
  const irregular = bonus === 0 ? 0 : annualTax(input.table, annual + bonus, input.age) - base;
  return { regular, irregular, total: regular + irregular };
}

/** UIF of one share (employee or employer): 1% of pay up to the monthly ceiling. */
export const uifShare = (grossCents: number): number =>
  percentOf(Math.min(Math.max(0, grossCents), UIF_MONTHLY_CEILING_CENTS), UIF_RATE_PERCENT);

/** SDL: 1% of remuneration when the employer is liable (a company setting), else 0. */
export const sdlFor = (grossCents: number, liable: boolean): number =>
  liable ? percentOf(grossCents, SDL_RATE_PERCENT) : 0;

const DOB = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD is a real calendar day. */
export function isRealDate(value: string): boolean {
  const match = DOB.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The date of birth (YYYY-MM-DD) in a South African ID number's first six digits (YYMMDD). The
 * century is the one that puts the birth on or before `onDate` (an ID of '30…' read in 2026 is
 * 1930). Undefined when the number does not start with a real date.
 */
export function birthDateFromIdNumber(idNumber: string, onDate: string): string | undefined {
  const digits = idNumber.replace(/\s/g, '');
  if (!/^\d{6}/.test(digits)) return undefined;
  const yy = Number(digits.slice(0, 2));
  const rest = `${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
  const century = Number(onDate.slice(0, 2)) * 100;
  let candidate = `${century + yy}-${rest}`;
  if (candidate > onDate.slice(0, 10)) candidate = `${century - 100 + yy}-${rest}`;
  return isRealDate(candidate) ? candidate : undefined;
}

/** Whole years from a date of birth to a date (both YYYY-MM-DD). */
export function ageOn(birthDate: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5, 10) >= birthDate.slice(5, 10) ? years : years - 1;
}

/**
 * The age the rebates go by: the employee's age on the last day of the tax year (SARS grants the
 * secondary and tertiary rebates to those 65 or 75 by the end of the year of assessment). From
 * the date of birth, else the ID number; unknown counts as under 65 (primary rebate only).
 */
export function rebateAge(
  table: TaxTable,
  payDate: string,
  person: { dateOfBirth?: string | null; idNumber?: string | null },
): number | undefined {
  const first = Number(taxYearOf(payDate).slice(0, 4));
  const end = lastDayOf({ ...table, ends: `${first + 1}-02-28` });
  const born =
    (person.dateOfBirth && isRealDate(person.dateOfBirth) ? person.dateOfBirth : undefined) ??
    (person.idNumber ? birthDateFromIdNumber(person.idNumber, payDate) : undefined);
  return born ? ageOn(born, end) : undefined;
}
