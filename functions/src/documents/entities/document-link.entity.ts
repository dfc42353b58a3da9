import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * An emailed document's link (issue 28): the client views the quote or invoice, and pays an
 * invoice by card, by the link's key with no sign-in. Only the key's SHA-256 is stored (a read
 * of the table gives no working link), under the company: a key read on another company's site
 * finds nothing.
 */
export const documentLinkDefinition = defineEntity({
  model: { entity: 'document_link', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    /** SHA-256 of the key, base64url. */
    key_hash: { type: 'string', required: true, readOnly: true },
    kind: { type: ['invoice', 'quote'] as const, required: true, readOnly: true },
    number: { type: 'number', required: true, readOnly: true },
    sent_to: { type: 'string', required: true },
    created_by: { type: 'string' },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    // One partition of the company's links (a closing company's partitions are one per entity:
    // closing/partitions.ts); a link is one GetItem by its key's hash.
    byKey: {
      pk: {
        field: 'pk',
        composite: ['emis'],
        template: '${emis}#document-link',
        casing: 'none',
      },
      sk: { field: 'sk', composite: ['key_hash'], template: '${key_hash}', casing: 'none' },
    },
  },
});

/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const DocumentLinkEntity: EntityOf<typeof documentLinkDefinition>;
