import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A transportation charge (per kilometre or trip). Money in cents; the name is unique. */
export const transportationDefinition = defineEntity({
  model: { entity: 'transportation', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    unit_cost: { type: 'number', default: 0 },
    unit_price: { type: 'number', required: true },
    category_id: { type: 'string' },
  },
  indexes: { byCompany: byCompany('transportation') },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const TransportationEntity: EntityOf<typeof transportationDefinition>;
