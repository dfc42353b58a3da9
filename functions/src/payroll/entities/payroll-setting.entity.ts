import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * The company's payroll settings: whether it pays SDL (payroll above R500,000 a year), and its
 * SARS references the EMP201 prints (issue 28).
 */
export const payrollSettingDefinition = defineEntity({
  model: { entity: 'payroll_setting', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    sdl_liable: { type: 'boolean', required: true },
    paye_reference: { type: 'string' },
    uif_reference: { type: 'string' },
    sdl_reference: { type: 'string' },
    updated_by: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#payroll_setting', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'settings', casing: 'none' },
    },
  },
});
export declare const PayrollSettingEntity: EntityOf<typeof payrollSettingDefinition>;
