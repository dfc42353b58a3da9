import { Entity } from 'electrodb';
import { SERVICE } from './model';
import { byCompany, tenantRow } from './tenant-row';

/** A catalogue category of products, services and transportations. The name is unique. */
export const CategoryEntity = new Entity({
  model: { entity: 'category', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    description: { type: 'string' },
  },
  indexes: { byCompany: byCompany('category') },
});
