import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** An agency fee (extended.md §3 Agency fee: id, name, percentage), the percentage in basis points. */
export const agencyFeeDefinition = defineEntity({
  model: { entity: 'agency_fee', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** 15 % = 1500. */
    percentage: { type: 'number', required: true },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#agency_fee', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
export declare const AgencyFeeEntity: EntityOf<typeof agencyFeeDefinition>;
