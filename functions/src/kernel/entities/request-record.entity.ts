import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A request a caller sent with its own request id (a money, stock, credit or number write): created
 * with attribute_not_exists in the same transaction as the request's writes, holding the first
 * reply's value as JSON, so a repeat (a double click, a retry after a lost reply, the same request
 * sent twice at once) answers that value and writes nothing (kernel/transaction.ts). `scope` is the
 * route; `fingerprint` the body's digest, so an id sent again with another body is refused.
 * `expires_at` (epoch seconds, the table's TTL attribute) lets DynamoDB drop it after 30 days.
 */
export const requestRecordDefinition = defineEntity({
  model: { entity: 'request_record', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    scope: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    value: { type: 'string', required: true, readOnly: true },
    fingerprint: { type: 'string', readOnly: true },
    created_at: { type: 'string', readOnly: true },
    expires_at: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#request', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['scope', 'id'],
        template: '${scope}#${id}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const RequestRecordEntity: EntityOf<typeof requestRecordDefinition>;
