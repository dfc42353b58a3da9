import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

const text = { type: 'string' } as const;
const names = { type: 'list', items: { type: 'string' } } as const;

/**
 * A company's domain change (issue 27), one item per company: the pending new domain (its names,
 * the ones claimed for it, its distribution tenant and its last known state) until it is active
 * and switched, or cancelled; the last completed change; and the distribution tenants still to
 * remove (`retiring`: CloudFront deletes a tenant only once it is disabled, so it can take two
 * calls). Every write is a whole put on condition of the version read.
 */
export const domainChangeDefinition = defineEntity({
  model: { entity: 'domain_change', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true },
    /** The pending new domain (canonical name); absent when no change is pending. */
    domain: text,
    /** Every name the new domain is served under (an apex's www twin too). */
    hosts: names,
    /** The names this change claimed (domain items to delete if it is cancelled). */
    claimed: names,
    tenant_id: text,
    status: { type: ['pending-validation', 'active', 'failed'] as const },
    certificate: text,
    records: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          type: { type: 'string', required: true },
          name: { type: 'string', required: true },
          value: { type: 'string', required: true },
        },
      },
    },
    requested_at: text,
    requested_by: text,
    checked_at: text,
    previous_domain: text,
    switched_at: text,
    /** Distribution tenants no longer serving the company, to take off the CDN. */
    retiring: names,
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#domain_change', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'domain_change', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const DomainChangeEntity: EntityOf<typeof domainChangeDefinition>;
