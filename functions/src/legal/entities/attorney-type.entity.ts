import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** Who acts on a matter (attorney, candidate attorney, correspondent...). */
export const attorneyTypeDefinition = defineEntity({
  model: { entity: 'attorney_type', version: '1', service: SERVICE },
  attributes: { ...tenantRow, name: { type: 'string', required: true } },
  indexes: { byCompany: byCompany('attorney_type') },
});
export declare const AttorneyTypeEntity: EntityOf<typeof attorneyTypeDefinition>;
