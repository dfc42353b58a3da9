import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** A company's two-factor setting (issue 29): required for admins and above (level >= 7). */
export const twoFactorPolicyDefinition = defineEntity({
  model: { entity: 'twoFactorPolicy', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    require_for_admins: { type: 'boolean', required: true },
    updated_by: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: {
        field: 'pk',
        composite: ['emis'],
        template: '${emis}#two_factor_policy',
        casing: 'none',
      },
      sk: { field: 'sk', composite: [], template: 'policy', casing: 'none' },
    },
  },
});
export declare const TwoFactorPolicyEntity: EntityOf<typeof twoFactorPolicyDefinition>;
