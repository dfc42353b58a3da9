import { defineEntity, SERVICE, type EntityOf } from './model';

/** A site host name pointing at a company. Global: a request's host is known before its tenant. */
export const domainDefinition = defineEntity({
  model: { entity: 'domain', version: '1', service: SERVICE },
  attributes: {
    domain: { type: 'string', required: true, readOnly: true },
    emis: { type: 'string', required: true },
  },
  indexes: {
    byDomain: {
      pk: { field: 'pk', composite: ['domain'], template: 'domain#${domain}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'domain', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const DomainEntity: EntityOf<typeof domainDefinition>;
