import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

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
