import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

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
