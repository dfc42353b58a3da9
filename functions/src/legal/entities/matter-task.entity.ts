import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';
import { byCase } from './by-case';

/** A task on a matter (extended.md §3 Task): status 1 open, 2 completed. */
export const matterTaskDefinition = defineEntity({
  model: { entity: 'matter_task', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    case_id: { type: 'string', required: true },
    description: { type: 'string', required: true },
    staff_id: { type: 'string' },
    due_date: { type: 'string' },
    due_time: { type: 'string' },
    status: { type: 'number', required: true },
    created_by: { type: 'string' },
  },
  indexes: { byCompany: byCompany('matter_task'), byCase: byCase('tasks') },
});
export declare const MatterTaskEntity: EntityOf<typeof matterTaskDefinition>;
