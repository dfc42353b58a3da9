import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A financial account (extended.md §3): its name, type and balance in cents. */
export const financialAccountDefinition = defineEntity({
  model: { entity: 'financial_account', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    name: { type: 'string', required: true },
    type: { type: 'string', required: true },
    balance: { type: 'number', required: true, default: 0 },
  },
  indexes: { byCompany: byCompany('financial_account') },
});
export declare const FinancialAccountEntity: EntityOf<typeof financialAccountDefinition>;
