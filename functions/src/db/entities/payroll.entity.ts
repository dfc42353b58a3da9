import { defineEntity, SERVICE, type EntityOf } from './model';

const totals = {
  total_earnings: { type: 'number', required: true, default: 0 },
  total_paye: { type: 'number', required: true, default: 0 },
  total_deductions: { type: 'number', required: true, default: 0 },
  total_salary_paid: { type: 'number', required: true, default: 0 },
  total_uif_employee: { type: 'number', required: true, default: 0 },
  total_uif_employer: { type: 'number', required: true, default: 0 },
  total_sdl: { type: 'number', required: true, default: 0 },
  emp201_total: { type: 'number', required: true, default: 0 },
} as const;

/**
 * A payroll run: one per company and month (its id is `YYYY-MM`, created on attribute_not_exists).
 * Open, then finalised: every slip change is written in one transaction with this item, on
 * condition that it is still open and at the version read, and sets the run's totals to the sum
 * of its slips; once finalised nothing of the run or its slips changes again.
 */
export const payrollRunDefinition = defineEntity({
  model: { entity: 'payroll_run', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    month: { type: 'number', required: true, readOnly: true },
    year: { type: 'number', required: true, readOnly: true },
    pay_date: { type: 'string', required: true, readOnly: true },
    status: { type: ['open', 'finalised'] as const, required: true },
    employees: { type: 'number', required: true, default: 0 },
    ...totals,
    sdl_liable: { type: 'boolean', required: true },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    finalised_by: { type: 'string' },
    finalised_at: { type: 'string' },
    row_version: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#payroll_run', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
export declare const PayrollRunEntity: EntityOf<typeof payrollRunDefinition>;

const line = {
  type: 'map',
  properties: {
    id: { type: 'string', required: true },
    category: { type: ['Other Earnings', 'Deductions', 'Hours'] as const, required: true },
    name: { type: 'string', required: true },
    amount: { type: 'number', required: true },
    irregular: { type: 'boolean' },
    hours: { type: 'number' },
    rate: { type: 'number' },
    rate_id: { type: 'string' },
    added_by: { type: 'string', required: true },
    added_at: { type: 'string', required: true },
  },
} as const;

/**
 * An employee's payslip on a run (`${payroll_id}#${staff_id}`): the employee as they were when
 * added (name, bank, address, date of birth), the base salary then, the lines with who added them
 * and when, and the figures payslipFigures computed from them (what the screen and PDF show).
 */
export const payslipDefinition = defineEntity({
  model: { entity: 'payslip', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    payroll_id: { type: 'string', required: true, readOnly: true },
    staff_id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    id_number: { type: 'string', required: true },
    tax_number: { type: 'string' },
    date_of_birth: { type: 'string' },
    bank: { type: 'string' },
    account: { type: 'string' },
    street: { type: 'string' },
    city: { type: 'string' },
    postal_code: { type: 'string' },
    base_salary: { type: 'number', required: true },
    lines: { type: 'list', required: true, items: line },
    /** PayslipFigures, as computed when the slip last changed. */
    figures: { type: 'any', required: true },
    added_by: { type: 'string' },
    added_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byPayroll: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#payslip', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['payroll_id', 'staff_id'],
        template: '${payroll_id}#${staff_id}',
        casing: 'none',
      },
    },
  },
});
export declare const PayslipEntity: EntityOf<typeof payslipDefinition>;

/** A member of staff's payroll details (keyed by the staff member's id). */
export const employeeDefinition = defineEntity({
  model: { entity: 'employee', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    staff_id: { type: 'string', required: true, readOnly: true },
    date_of_birth: { type: 'string' },
    tax_number: { type: 'string' },
    bank: { type: 'string' },
    account: { type: 'string' },
    postal_code: { type: 'string' },
    category: { type: 'string' },
    salary_id: { type: 'string' },
    salary_name: { type: 'string' },
    base_salary: { type: 'number', required: true, default: 0 },
    updated_by: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#employee', casing: 'none' },
      sk: { field: 'sk', composite: ['staff_id'], template: '${staff_id}', casing: 'none' },
    },
  },
});
export declare const EmployeeEntity: EntityOf<typeof employeeDefinition>;

/** A named monthly salary (create-salary), applied to staff (apply-salary-to-selected-staff). */
export const salaryDefinition = defineEntity({
  model: { entity: 'salary', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    amount: { type: 'number', required: true },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#salary', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
export declare const SalaryEntity: EntityOf<typeof salaryDefinition>;

/** A rate per hour (the spec's Rate: id, name, price), captured as hours on a payslip. */
export const staffRateDefinition = defineEntity({
  model: { entity: 'staff_rate', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    price: { type: 'number', required: true },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#staff_rate', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
export declare const StaffRateEntity: EntityOf<typeof staffRateDefinition>;

/** The company's payroll settings: whether it pays SDL (payroll above R500,000 a year). */
export const payrollSettingDefinition = defineEntity({
  model: { entity: 'payroll_setting', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    sdl_liable: { type: 'boolean', required: true },
    updated_by: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#payroll_setting', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'settings', casing: 'none' },
    },
  },
});
export declare const PayrollSettingEntity: EntityOf<typeof payrollSettingDefinition>;
