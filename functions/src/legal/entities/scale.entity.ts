import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A scale of fees (A, B...): prices its billables with the court type. */
export const scaleDefinition = defineEntity({
  model: { entity: 'scale', version: '1', service: SERVICE },
  attributes: { ...tenantRow, name: { type: 'string', required: true } },
  indexes: { byCompany: byCompany('scale') },
});
export declare const ScaleEntity: EntityOf<typeof scaleDefinition>;
