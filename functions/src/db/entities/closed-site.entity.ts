import { defineEntity, SERVICE, type EntityOf } from './model';

/**
 * A site host name whose company closed (issue 27): its domain claim was released (anyone may
 * claim it again), and until then the host answers "This site has closed" (410) rather than
 * "no company". Global like the domain claim, since a request's host is known before its tenant.
 */
export const closedSiteDefinition = defineEntity({
  model: { entity: 'closed_site', version: '1', service: SERVICE },
  attributes: {
    domain: { type: 'string', required: true, readOnly: true },
    emis: { type: 'string', required: true },
    closed_at: { type: 'string', required: true },
  },
  indexes: {
    byDomain: {
      pk: { field: 'pk', composite: ['domain'], template: 'closed_site#${domain}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'closed_site', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ClosedSiteEntity: EntityOf<typeof closedSiteDefinition>;
