// Payroll's request schemas and replies (extended.md §7 Payroll). Payloads the spec shows keep
// its field names; the others (salaries, rates, employees, settings, finalise) are ours, listed
// in docs/routes.md. Money arrives as a person types it ('30,000.00') and is whole cents inside.
import * as z from 'zod';
import { money, text } from '../catalogue/fields';
import { idField } from '../validation/fields';
import {
  EARNINGS_CATEGORIES,
  type PayslipFigures,
  type PayslipLine,
  type PayrollTotals,
} from './payslip';
import { isRealDate } from './tax';

export const PAYROLL_MESSAGES = {
  // extended.md §5, verbatim.
  selectPayroll: 'Select Aleast 1 Payroll',
  selectStaff: 'Select Aleast 1 Staff',
  selectEmployee: 'Select Aleast 1 Employee',
  // Where the spec is silent.
  month: 'Choose a month (1 to 12)',
  year: 'Choose a year',
  payDate: 'Use a date like 2026-03-25',
  dateOfBirth: 'Use a date of birth like 1990-05-31',
  category: 'Choose Other Earnings or Deductions',
  description: 'Enter a description',
  amount: 'Enter an amount more than 0',
  hours: 'Enter the hours: more than 0, at most 744, 2 decimals',
  name: 'Enter a name',
  noPayroll: 'No such payroll',
  noEmployee: 'No such employee',
  noStaff: 'No such staff member',
  noSalary: 'No such salary',
  noRate: 'No such rate',
  notOnPayroll: 'These staff are not on this payroll',
  payrollExists: 'A payroll for this month already exists',
  finalised: 'This payroll is finalised: it cannot be changed',
  noTables: 'Kantoor has no tax tables for this pay date (the first tax year is 2025/26)',
  negativeNet: 'These deductions would take the net salary below zero',
  tooManySlips: 'A payroll holds at most 90 employees',
  tooManySalaries: 'A company keeps at most 200 salaries',
  tooManyRates: 'A company keeps at most 500 rates',
  emptyPayroll: 'Add at least one employee before finalising',
} as const;

/** Years offered: the current one and the three following (extended.md §9). */
export const PAYROLL_YEARS_AHEAD = 3;
/** Employees changed at once, and on one payroll (each slip is one write of a transaction). */
export const MAX_SELECTED = 40;
export const MAX_SLIPS_PER_RUN = 90;
/**
 * Salaries and rates a company keeps at most: its pay scales and booking rates are short lists
 * its pickers show whole, so create refuses one more and the lists read one bounded Query.
 */
export const MAX_SALARIES = 200;
export const MAX_RATES = 500;
/** Payroll and employee tables show 7 rows a page (extended.md §9). */
export const PAYROLL_PAGE_SIZE = 7;
/** The staff categories an employee may be in (get-all-staff-categories). */
export const STAFF_CATEGORIES = ['Permanent', 'Fixed Term', 'Part Time', 'Casual'] as const;

const id = (message: string) => idField(message, message);

/** A selection: ids, or the rows themselves (the old screens send row objects). */
function selection(none: string, max = MAX_SELECTED) {
  const one = z.union([
    id(none),
    z.object({ staff_id: id(none) }).transform((row) => row.staff_id),
    z.object({ id: id(none) }).transform((row) => row.id),
  ]);
  return z
    .array(one, { error: none })
    .min(1, none)
    .max(max, `At most ${max} at a time`)
    .transform((ids) => [...new Set(ids)]);
}

const date = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.slice(0, 10))
    .refine(isRealDate, message);

const optionalDate = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    date(message).optional(),
  );

const requiredMoney = (message: string) =>
  money().refine((cents): cents is number => cents !== undefined && cents > 0, message);

const name = z
  .string({ error: PAYROLL_MESSAGES.name })
  .trim()
  .min(1, PAYROLL_MESSAGES.name)
  .max(100);

const payrollID = id(PAYROLL_MESSAGES.noPayroll);

/** POST /auth/create-payroll {month, year, payDate}: payDate defaults to the month's last day. */
export const createPayrollBody = z.object({
  month: z.coerce
    .number({ error: PAYROLL_MESSAGES.month })
    .int(PAYROLL_MESSAGES.month)
    .min(1, PAYROLL_MESSAGES.month)
    .max(12, PAYROLL_MESSAGES.month),
  year: z.coerce
    .number({ error: PAYROLL_MESSAGES.year })
    .int(PAYROLL_MESSAGES.year)
    .min(2000, PAYROLL_MESSAGES.year)
    .max(2100, PAYROLL_MESSAGES.year),
  payDate: optionalDate(PAYROLL_MESSAGES.payDate),
});
export type CreatePayrollBody = z.output<typeof createPayrollBody>;

/** GET /auth/get-all-payrolls-for-current-year (?year= another year). */
export const payrollsQuery = z.object({
  year: z.coerce.number({ error: PAYROLL_MESSAGES.year }).int().min(2000).max(2100).optional(),
});

/** POST /auth/get-payroll-data (the payroll object: its id is what counts). */
export const payrollObjectBody = z.object({ id: payrollID });

/** {payrollID}: get-employees-already-on-payslip, finalise-payroll. */
export const payrollIdBody = z.object({ payrollID });
export type PayrollIdBody = z.output<typeof payrollIdBody>;

/** POST /auth/add-selected-employees-to-payroll {selectedEmployees, payrollID}. */
export const addEmployeesBody = z.object({
  selectedEmployees: selection(PAYROLL_MESSAGES.selectEmployee),
  payrollID,
});

/**
 * POST /auth/submit-earnings-and-deductions {amount, selectedCategory, description, employeesIDs,
 * payrollID}; `irregular` (ours): an Other Earnings line paid once (a bonus), taxed as the
 * difference it makes to the annual tax.
 */
export const earningsBody = z.object({
  amount: requiredMoney(PAYROLL_MESSAGES.amount),
  selectedCategory: z.enum(EARNINGS_CATEGORIES, { error: PAYROLL_MESSAGES.category }),
  description: z
    .string({ error: PAYROLL_MESSAGES.description })
    .trim()
    .min(1, PAYROLL_MESSAGES.description)
    .max(100),
  employeesIDs: selection(PAYROLL_MESSAGES.selectStaff),
  payrollID,
  irregular: z.boolean().optional().default(false),
});
export type EarningsBody = z.output<typeof earningsBody>;

/** POST /auth/delete-selected-payrolls {selectedPayrollIDs}. */
export const deletePayrollsBody = z.object({
  selectedPayrollIDs: selection(PAYROLL_MESSAGES.selectPayroll, 12),
});

/** POST /auth/remove-staff-from-payroll {selectedPayslips, selectedPayrollID}. */
export const removeStaffBody = z.object({
  selectedPayslips: selection(PAYROLL_MESSAGES.selectStaff),
  selectedPayrollID: payrollID,
});

/** POST /auth/delete-selected-employees {selectedEmployees}. */
export const deleteEmployeesBody = z.object({
  selectedEmployees: selection(PAYROLL_MESSAGES.selectEmployee),
});

/** POST /auth/save-employee (ours): a staff member's payroll details. */
export const saveEmployeeBody = z.object({
  staffID: id(PAYROLL_MESSAGES.noStaff),
  dateOfBirth: optionalDate(PAYROLL_MESSAGES.dateOfBirth),
  taxNumber: text(20),
  bank: text(60),
  account: text(30),
  postalCode: text(10),
  category: z.enum(STAFF_CATEGORIES).optional(),
});
export type SaveEmployeeBody = z.output<typeof saveEmployeeBody>;

/**
 * POST /auth/get-employee (ours, issue 25) {staffID}: one staff member's payroll details (bank,
 * account, postal code...) for the talent profile; managers only, as every payroll read.
 */
export const getEmployeeBody = z.object({ staffID: id(PAYROLL_MESSAGES.noStaff) });
/** `employee` null: the staff member exists but has no payroll details yet. */
export type GetEmployeeReply = { employee: EmployeeView | null };

/** POST /auth/create-salary {name, amount}: a monthly salary to apply to staff. */
export const createSalaryBody = z.object({ name, amount: requiredMoney(PAYROLL_MESSAGES.amount) });
export type CreateSalaryBody = z.output<typeof createSalaryBody>;

/** POST /auth/apply-salary-to-selected-staff {salaryID, selectedStaff}. */
export const applySalaryBody = z.object({
  salaryID: id(PAYROLL_MESSAGES.noSalary),
  selectedStaff: selection(PAYROLL_MESSAGES.selectStaff),
});

/** POST /auth/create-staff-rate {name, price}: a rate per hour (the spec's Rate: name, price). */
export const createRateBody = z.object({ name, price: requiredMoney(PAYROLL_MESSAGES.amount) });
export type CreateRateBody = z.output<typeof createRateBody>;

/** POST /auth/capture-rate-now {payrollID, employeesIDs, rateID, hours, description}. */
export const captureRateBody = z.object({
  payrollID,
  employeesIDs: selection(PAYROLL_MESSAGES.selectStaff),
  rateID: id(PAYROLL_MESSAGES.noRate),
  hours: z.coerce
    .number({ error: PAYROLL_MESSAGES.hours })
    .positive(PAYROLL_MESSAGES.hours)
    .max(744, PAYROLL_MESSAGES.hours)
    .refine((h) => Math.abs(h * 100 - Math.round(h * 100)) < 1e-6, PAYROLL_MESSAGES.hours),
  description: text(100),
});
export type CaptureRateBody = z.output<typeof captureRateBody>;

/**
 * SARS reference numbers as the EMP201 prints them (issue 28): PAYE 7 and nine digits, UIF U and
 * nine digits, SDL L and nine digits. Spaces are dropped and the letter upper-cased; '' clears.
 */
export const EMPLOYER_REFERENCES = {
  paye: {
    pattern: /^7\d{9}$/,
    message: 'The PAYE reference is 7 followed by nine digits (7xxxxxxxxx)',
  },
  uif: {
    pattern: /^U\d{9}$/,
    message: 'The UIF reference is U followed by nine digits (Uxxxxxxxxx)',
  },
  sdl: {
    pattern: /^L\d{9}$/,
    message: 'The SDL reference is L followed by nine digits (Lxxxxxxxxx)',
  },
} as const;

const reference = (kind: keyof typeof EMPLOYER_REFERENCES) =>
  z
    .string({ error: EMPLOYER_REFERENCES[kind].message })
    .max(40, EMPLOYER_REFERENCES[kind].message)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || EMPLOYER_REFERENCES[kind].pattern.test(v), {
      message: EMPLOYER_REFERENCES[kind].message,
    })
    .optional();

/**
 * POST /auth/save-payroll-settings {sdlLiable, payeReference?, uifReference?, sdlReference?}
 * (ours): whether the company pays SDL, and its SARS references (absent: kept as they are).
 */
export const payrollSettingsBody = z.object({
  sdlLiable: z.boolean(),
  payeReference: reference('paye'),
  uifReference: reference('uif'),
  sdlReference: reference('sdl'),
});
export type PayrollSettingsBody = z.output<typeof payrollSettingsBody>;

// Replies.

export type PayrollStatus = 'open' | 'finalised';

/** A run (extended.md §3 Payroll, plus its state, both UIF shares, SDL and the EMP201). */
export type PayrollView = PayrollTotals & {
  id: string;
  month: number;
  year: number;
  pay_date: string;
  tax_year: string;
  status: PayrollStatus;
  employees: number;
  created_by: string | null;
  created_at: string | null;
  finalised_by: string | null;
  finalised_at: string | null;
};

/** An employee: a member of staff with payroll details (extended.md §3 Employee: id_number, name). */
export type EmployeeView = {
  id: string;
  name: string;
  id_number: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  bank: string | null;
  account: string | null;
  date_of_birth: string | null;
  tax_number: string | null;
  category: string | null;
  salary_id: string | null;
  salary_name: string | null;
  base_salary: number;
};

/** A payslip (extended.md §3 Payslip employee, plus UIF, SDL and its lines' audit). */
export type PayslipView = PayslipFigures & {
  payroll_id: string;
  staff_id: string;
  name: string;
  bank: string | null;
  account: string | null;
  id_number: string;
  tax_number: string | null;
  street: string | null;
  city: string | null;
  postal_code: string | null;
  payroll_date: string;
  lines: PayslipLine[];
  /** The tax year to date (1 March on), this slip included: finalised runs before it + it. */
  ytd: PayslipYtd;
};

/** Year-to-date figures of a slip (cents). */
export type PayslipYtd = { gross_earnings: number; paye: number; uif_employee: number };

export type SalaryView = { id: string; name: string; amount: number };
export type RateView = { id: string; name: string; price: number };
export type PayrollSettings = {
  sdl_liable: boolean;
  paye_reference: string | null;
  uif_reference: string | null;
  sdl_reference: string | null;
};

/** The employer as the EMP201 names it: the company's name and its SARS references. */
export type PayrollEmployer = {
  name: string;
  paye_reference: string | null;
  uif_reference: string | null;
  sdl_reference: string | null;
};

/** get-employees-already-on-payslip: the run (with its EMP201), its slips and the employer. */
export type PayrollSlipsReply = {
  payroll: PayrollView;
  employees: PayslipView[];
  employer: PayrollEmployer;
};
