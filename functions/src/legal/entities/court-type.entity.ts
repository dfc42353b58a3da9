import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A court a matter is heard in (Magistrates' Court, High Court...): prices its billables. */
export const courtTypeDefinition = defineEntity({
  model: { entity: 'court_type', version: '1', service: SERVICE },
  attributes: { ...tenantRow, name: { type: 'string', required: true } },
  indexes: { byCompany: byCompany('court_type') },
});
export declare const CourtTypeEntity: EntityOf<typeof courtTypeDefinition>;
