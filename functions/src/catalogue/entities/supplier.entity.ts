import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A supplier of products. The name is unique per company (a marker item). */
export const supplierDefinition = defineEntity({
  model: { entity: 'supplier', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    contact_person: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    email: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    // The postal code (the spec's `code`).
    code: { type: 'string' },
  },
  indexes: { byCompany: byCompany('supplier') },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SupplierEntity: EntityOf<typeof supplierDefinition>;
