import { documentFields } from './document-fields';
import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A quotation, keyed by its number (gap-free per company, allocated with the counter in the
 * same transaction). A client's documents are one Query on gsi1.
 */
export const quoteDefinition = defineEntity({
  model: { entity: 'quote', version: '1', service: SERVICE },
  attributes: {
    ...documentFields,
    status: { type: ['open', 'converted'] as const, required: true, default: 'open' },
    invoice_number: { type: 'number' },
  },
  indexes: {
    byNumber: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#quote', casing: 'none' },
      sk: { field: 'sk', composite: ['seq'], template: '${seq}', casing: 'none' },
    },
    byClient: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'client_id'],
        template: '${emis}#client_docs#${client_id}',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: ['seq'], template: 'quote#${seq}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const QuoteEntity: EntityOf<typeof quoteDefinition>;
