import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/**
 * A client of the company (a customer, a legal client, a student's family). `client_reference`
 * (the ID number when there is one) is optional and, when given, unique in the company: a marker
 * item keyed on it finds the client by reference with a strongly consistent read.
 */
export const clientDefinition = defineEntity({
  model: { entity: 'client', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    client_reference: { type: 'string' },
    id_number: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    institution: { type: 'string' },
    position: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    postal_code: { type: 'string' },
    gender: { type: 'string' },
    notes: { type: 'string' },
    sid: { type: 'string' },
    class: { type: 'string' },
  },
  indexes: { byCompany: byCompany('client') },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ClientEntity: EntityOf<typeof clientDefinition>;
