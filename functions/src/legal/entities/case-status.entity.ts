import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A matter's status (case_statuses), with the colour the screens show it in. */
export const caseStatusDefinition = defineEntity({
  model: { entity: 'case_status', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    color: { type: 'string' },
  },
  indexes: { byCompany: byCompany('case_status') },
});
export declare const CaseStatusEntity: EntityOf<typeof caseStatusDefinition>;
