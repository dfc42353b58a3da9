import { BILLABLE_ITEM_TYPES } from '@shared/legal/billing';
import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/**
 * What a bill is for (extended.md §3 Billable): its rate in cents (`cost_per_hour`, per unit for
 * units other than time) and its quantity increment, for a court type and scale (either left
 * empty: every court type, or every scale).
 */
export const billableDefinition = defineEntity({
  model: { entity: 'billable', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    item_type: { type: BILLABLE_ITEM_TYPES, required: true },
    cost_per_hour: { type: 'number', required: true },
    qty_increment_id: { type: 'number' },
    court_type_id: { type: 'string' },
    scale_id: { type: 'string' },
  },
  indexes: { byCompany: byCompany('billable') },
});
export declare const BillableEntity: EntityOf<typeof billableDefinition>;
