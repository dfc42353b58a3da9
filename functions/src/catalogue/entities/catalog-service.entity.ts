import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A service the company sells (the spec's Service). Money in cents; the name is unique. */
export const catalogServiceDefinition = defineEntity({
  model: { entity: 'catalog_service', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    code: { type: 'string' },
    cost: { type: 'number', default: 0 },
    price: { type: 'number', required: true },
    category_id: { type: 'string', required: true },
    list: { type: ['Yes', 'No'] as const, required: true, default: 'No' },
  },
  indexes: { byCompany: byCompany('catalog_service') },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const CatalogServiceEntity: EntityOf<typeof catalogServiceDefinition>;
