import { Entity } from 'electrodb';
import { SERVICE } from './model';
import { byCompany, tenantRow } from './tenant-row';

/** A service the company sells (the spec's Service). Money in cents; the name is unique. */
export const CatalogServiceEntity = new Entity({
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
