import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * One item per template and run date issued: created (attribute_not_exists) in the SAME
 * transaction as the invoice it issued, so a run issues one invoice however many sweeps race.
 */
export const recurringRunDefinition = defineEntity({
  model: { entity: 'recurring_run', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    template_id: { type: 'string', required: true, readOnly: true },
    run_date: { type: 'string', required: true, readOnly: true },
    invoice_number: { type: 'number', required: true },
    total: { type: 'number', required: true },
    created_at: { type: 'string' },
  },
  indexes: {
    byTemplate: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#recurring_run', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['template_id', 'run_date'],
        template: '${template_id}#${run_date}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const RecurringRunEntity: EntityOf<typeof recurringRunDefinition>;
