import { Entity } from 'electrodb';
import { SERVICE } from './model';

/** A site host name pointing at a company. Global: a request's host is known before its tenant. */
export const DomainEntity = new Entity({
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
