// A payslip's figures from its base salary and lines: what the server stores on the slip, and so
// what the screen and the PDF both read. Whole cents throughout.
import { monthlyPaye, rebateAge, sdlFor, taxTableFor, taxYearOf, uifShare } from './tax';

/** The spec's earnings categories (extended.md §5), plus the captured hours at a rate. */
export const EARNINGS_CATEGORIES = ['Other Earnings', 'Deductions'] as const;
export type EarningsCategory = (typeof EARNINGS_CATEGORIES)[number];
export type LineCategory = EarningsCategory | 'Hours';

/** One earning or deduction on a slip, with who added it and when. */
export type PayslipLine = {
  id: string;
  category: LineCategory;
  name: string;
  /** Cents, positive; the category says which way it counts. */
  amount: number;
  /** An irregular earning (a bonus): taxed as the difference it makes to the annual tax. */
  irregular?: boolean;
  /** Hours lines: the hours (2 decimals) and the rate's price per hour (cents). */
  hours?: number;
  rate?: number;
  rate_id?: string;
  added_by: string;
  added_at: string;
};

export type PayslipFigures = {
  tax_year: string;
  /** Whether the tax year's own table was used (false: a later year on the latest table). */
  exact_tables: boolean;
  /** The age the rebates went by; null when neither date of birth nor ID number gave one. */
  age: number | null;
  base_salary: number;
  total_hours: number;
  total_rates: number;
  earnings: Array<{ name: string; amount: number; irregular: boolean }>;
  deductions: Array<{ name: string; amount: number }>;
  /** Regular and irregular taxable pay this month. */
  taxable_regular: number;
  taxable_irregular: number;
  gross_earnings: number;
  paye: number;
  uif_employee: number;
  uif_employer: number;
  sdl: number;
  /** Everything taken off the pay: the deduction lines, PAYE and the employee's UIF. */
  gross_deductions: number;
  net_salary: number;
};

/** Cents for hours at a price per hour: hours to 2 decimals, rounded half up to the cent. */
export function hoursAmount(hours: number, rateCents: number): number {
  const hundredths = Math.round(hours * 100);
  return Math.floor((2 * hundredths * rateCents + 100) / 200);
}

/**
 * The figures of one slip. Undefined when the pay date is before the first tax year Kantoor has
 * tables for. Deductions are taken after tax (they do not lower taxable pay).
 */
export function payslipFigures(input: {
  payDate: string;
  baseSalary: number;
  lines: readonly PayslipLine[];
  dateOfBirth?: string | null;
  idNumber?: string | null;
  sdlLiable: boolean;
}): PayslipFigures | undefined {
  const found = taxTableFor(input.payDate);
  if (!found) return undefined;
  const { table, exact } = found;
  const age = rebateAge(table, input.payDate, input);
  const sum = (lines: readonly PayslipLine[]) => lines.reduce((total, l) => total + l.amount, 0);

  const hourLines = input.lines.filter((l) => l.category === 'Hours');
  const earningLines = input.lines.filter((l) => l.category === 'Other Earnings');
  const deductionLines = input.lines.filter((l) => l.category === 'Deductions');
  const totalRates = sum(hourLines);
  const totalHours = Math.round(hourLines.reduce((t, l) => t + (l.hours ?? 0) * 100, 0)) / 100;
  const irregular = sum(earningLines.filter((l) => l.irregular));
  const regular = input.baseSalary + totalRates + sum(earningLines.filter((l) => !l.irregular));
  const gross = regular + irregular;

  const paye = monthlyPaye({
    table,
    age: age ?? 0,
    regularCents: regular,
    irregularCents: irregular,
  }).total;
  const uif = uifShare(gross);
  const grossDeductions = sum(deductionLines) + paye + uif;
  return {
    tax_year: taxYearOf(input.payDate),
    exact_tables: exact,
    age: age ?? null,
    base_salary: input.baseSalary,
    total_hours: totalHours,
    total_rates: totalRates,
    earnings: earningLines.map((l) => ({
      name: l.name,
      amount: l.amount,
      irregular: l.irregular === true,
    })),
    deductions: deductionLines.map((l) => ({ name: l.name, amount: l.amount })),
    taxable_regular: regular,
    taxable_irregular: irregular,
    gross_earnings: gross,
    paye,
    uif_employee: uif,
    uif_employer: uif,
    sdl: sdlFor(gross, input.sdlLiable),
    gross_deductions: grossDeductions,
    net_salary: gross - grossDeductions,
  };
}

/** A run's totals: the sums of its slips' figures, and the EMP201 it owes SARS. */
export type PayrollTotals = {
  total_earnings: number;
  total_paye: number;
  total_deductions: number;
  total_salary_paid: number;
  total_uif_employee: number;
  total_uif_employer: number;
  total_sdl: number;
  /** EMP201: PAYE + UIF (both shares) + SDL. */
  emp201_total: number;
};

export function payrollTotals(slips: readonly PayslipFigures[]): PayrollTotals {
  const add = (pick: (f: PayslipFigures) => number) => slips.reduce((t, f) => t + pick(f), 0);
  const paye = add((f) => f.paye);
  const uifEmployee = add((f) => f.uif_employee);
  const uifEmployer = add((f) => f.uif_employer);
  const sdl = add((f) => f.sdl);
  return {
    total_earnings: add((f) => f.gross_earnings),
    total_paye: paye,
    total_deductions: add((f) => f.gross_deductions),
    total_salary_paid: add((f) => f.net_salary),
    total_uif_employee: uifEmployee,
    total_uif_employer: uifEmployer,
    total_sdl: sdl,
    emp201_total: paye + uifEmployee + uifEmployer + sdl,
  };
}

export const EMPTY_TOTALS: PayrollTotals = payrollTotals([]);
