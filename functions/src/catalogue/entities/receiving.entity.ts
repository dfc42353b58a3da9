import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/**
 * Stock received for a product: quantity, unit cost (cents), supplier and date. Written in the
 * same transaction as the product's stock increase; never changed afterwards (a ledger).
 */
export const receivingDefinition = defineEntity({
  model: { entity: 'receiving', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    product_id: { type: 'string', required: true, readOnly: true },
    // The product's name when received, so the ledger reads on its own.
    product_name: { type: 'string' },
    quantity: { type: 'number', required: true, readOnly: true },
    cost: { type: 'number', required: true, readOnly: true },
    supplier_id: { type: 'string' },
    date: { type: 'string', required: true },
    received_by: { type: 'string' },
  },
  indexes: {
    byCompany: byCompany('receiving'),
    // A product's receivings, oldest first (ids are ULIDs).
    byProduct: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'product_id'],
        template: '${emis}#receiving#${product_id}',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ReceivingEntity: EntityOf<typeof receivingDefinition>;
