import { defineEntity, SERVICE, type EntityOf } from './model';

/** A message sent to a company through its public contact form. */
export const contactMessageDefinition = defineEntity({
  model: { entity: 'contact_message', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    body: { type: 'string', required: true },
    source_ip: { type: 'string' },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#contact', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ContactMessageEntity: EntityOf<typeof contactMessageDefinition>;
