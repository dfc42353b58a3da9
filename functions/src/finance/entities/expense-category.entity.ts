import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** An expense category; the name is unique per company (a marker item). */
export const expenseCategoryDefinition = defineEntity({
  model: { entity: 'expense_category', version: '1', service: SERVICE },
  attributes: { ...tenantRow, name: { type: 'string', required: true } },
  indexes: { byCompany: byCompany('expense_category') },
});
export declare const ExpenseCategoryEntity: EntityOf<typeof expenseCategoryDefinition>;
