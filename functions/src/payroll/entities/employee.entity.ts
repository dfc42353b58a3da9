import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

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
    /** Set by a POPIA erasure: the payslips are kept until then (five years from the last). */
    retained_until: { type: 'string' },
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
