import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/**
 * An expense: `amount` is what was paid (VAT included when it carries VAT), `vat` the VAT part
 * (input tax, 0 when none) at `tax_rate`. A period's expenses are one key-range Query of byDate
 * (its sort key starts with the entry date).
 */
export const expenseDefinition = defineEntity({
  model: { entity: 'expense', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    entry_date: { type: 'string', required: true },
    description: { type: 'string' },
    amount: { type: 'number', required: true },
    vat: { type: 'number', required: true, default: 0 },
    tax_rate: { type: 'number' },
    expenses_category_id: { type: 'string' },
    service_provider_id: { type: 'string' },
    created_by: { type: 'string' },
  },
  indexes: {
    byCompany: byCompany('expense'),
    byDate: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis'],
        template: '${emis}#expense_by_date',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['entry_date', 'id'],
        template: '${entry_date}#${id}',
        casing: 'none',
      },
    },
  },
});
export declare const ExpenseEntity: EntityOf<typeof expenseDefinition>;
