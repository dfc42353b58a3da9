import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A finalised run's part of its tax year's figures per employee (issue 28, payslip year to
 * date): `{ [staff_id]: [gross, paye, uif_employee] }` in cents, keyed by the SA tax year and the
 * run. Created in the finalise transaction (one item for the whole run: a per-employee item would
 * pass DynamoDB's 100 writes with 90 slips); never changed after (a finalised run is final). A
 * slip's year to date is one Query of its tax year: 12 items at most.
 */
export const payrollYtdDefinition = defineEntity({
  model: { entity: 'payroll_ytd', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    tax_year: { type: 'string', required: true, readOnly: true },
    payroll_id: { type: 'string', required: true, readOnly: true },
    pay_date: { type: 'string', required: true, readOnly: true },
    staff: { type: 'any', required: true },
    created_at: { type: 'string' },
  },
  indexes: {
    byTaxYear: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#payroll_ytd', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['tax_year', 'payroll_id'],
        template: '${tax_year}#${payroll_id}',
        casing: 'none',
      },
    },
  },
});
export declare const PayrollYtdEntity: EntityOf<typeof payrollYtdDefinition>;
