import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A member of staff (the spec's Staff). The ID number is unique per company (a marker item). */
export const staffMemberDefinition = defineEntity({
  model: { entity: 'staff_member', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    id_number: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    email: { type: 'string' },
    city: { type: 'string' },
    address: { type: 'string' },
  },
  indexes: { byCompany: byCompany('staff') },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const StaffMemberEntity: EntityOf<typeof staffMemberDefinition>;
