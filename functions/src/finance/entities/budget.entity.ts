import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/**
 * A budget line (extended.md §3 Budget): from `entry` to `due`, income or expense (`type`). A
 * period's budgets are one key-range Query of byDate on the entry date.
 */
export const budgetDefinition = defineEntity({
  model: { entity: 'budget', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    description: { type: 'string', required: true },
    amount: { type: 'number', required: true },
    entry: { type: 'string', required: true },
    due: { type: 'string', required: true },
    frequency: { type: 'string', required: true },
    type: { type: ['income', 'expense'] as const, required: true },
  },
  indexes: {
    byCompany: byCompany('budget'),
    byDate: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis'],
        template: '${emis}#budget_by_date',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['entry', 'id'],
        template: '${entry}#${id}',
        casing: 'none',
      },
    },
  },
});
export declare const BudgetEntity: EntityOf<typeof budgetDefinition>;
