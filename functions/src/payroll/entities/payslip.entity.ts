import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

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
