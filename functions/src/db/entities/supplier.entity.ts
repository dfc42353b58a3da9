import { Entity } from 'electrodb';
import { SERVICE } from './model';
import { byCompany, tenantRow } from './tenant-row';

/** A supplier of products. The name is unique per company (a marker item). */
export const SupplierEntity = new Entity({
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
