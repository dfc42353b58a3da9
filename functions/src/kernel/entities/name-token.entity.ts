import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * One key of a record's names in a company's name index (kernel/name-index.ts): the conflict
 * check finds clients and matter parties by the keys of their names without reading every
 * record. Kept in the same transaction as the record's create, change and delete. `labels` are
 * the record's names that have the key, so a search judges a hit before reading the record;
 * `rkey` is the key reversed, so a range of keys ending alike is one Query of gsi1.
 */
export const nameTokenDefinition = defineEntity({
  model: { entity: 'name_token', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    scope: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    ref_id: { type: 'string', required: true, readOnly: true },
    rkey: { type: 'string', required: true, readOnly: true },
    labels: { type: 'list', items: { type: 'string' }, required: true },
  },
  indexes: {
    byKey: {
      pk: {
        field: 'pk',
        composite: ['emis', 'scope'],
        template: '${emis}#name_token#${scope}',
        casing: 'none',
      },
      sk: {
        field: 'sk',
        composite: ['key', 'ref_id'],
        template: '${key}#${ref_id}',
        casing: 'none',
      },
    },
    byReversed: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'scope'],
        template: '${emis}#name_token_r#${scope}',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['rkey', 'ref_id'],
        template: '${rkey}#${ref_id}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const NameTokenEntity: EntityOf<typeof nameTokenDefinition>;
