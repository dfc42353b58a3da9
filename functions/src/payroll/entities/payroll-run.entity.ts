import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

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
