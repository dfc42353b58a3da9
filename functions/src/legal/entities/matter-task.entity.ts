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
    // The open tasks' due-date index (@shared/legal/tasks-due openTaskKeys), attribute-mapped: a sparse key, no
    // index of the schema.
    due_key: { type: 'string', field: 'gsi2pk', hidden: true },
    due_sort: { type: 'string', field: 'gsi2sk', hidden: true },
  },
  indexes: { byCompany: byCompany('matter_task'), byCase: byCase('tasks') },
});
export declare const MatterTaskEntity: EntityOf<typeof matterTaskDefinition>;
