import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** Who an expense was paid to (extended.md §3 Service provider; `name` is its companyName). */
export const serviceProviderDefinition = defineEntity({
  model: { entity: 'service_provider', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    representative: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    city: { type: 'string' },
    code: { type: 'string' },
  },
  indexes: { byCompany: byCompany('service_provider') },
});
export declare const ServiceProviderEntity: EntityOf<typeof serviceProviderDefinition>;
