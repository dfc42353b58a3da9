import { defineEntity, SERVICE, type EntityOf } from './model';

/** A company's branch or office, shown on the public site as 'Our Branches / Offices'. */
export const branchDefinition = defineEntity({
  model: { entity: 'branch', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    address: { type: 'string' },
    postal_code: { type: 'string' },
    city: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    position: { type: 'number', default: 0 },
    search_text: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    row_version: { type: 'number' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#branch', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const BranchEntity: EntityOf<typeof branchDefinition>;
