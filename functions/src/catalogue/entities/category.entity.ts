import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A catalogue category of products, services and transportations. The name is unique. */
export const categoryDefinition = defineEntity({
  model: { entity: 'category', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    description: { type: 'string' },
  },
  indexes: { byCompany: byCompany('category') },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const CategoryEntity: EntityOf<typeof categoryDefinition>;
