import type { TaskDueView } from '@shared/legal/tasks-due';
import { usePagedList, type PagedList } from '../../../lib/use-paged-list';
import { legalKeys } from './keys';

/** GET /auth/tasks-due?from=&to= a page at a time: open tasks due in the range, by due date. */
export function useTasksDue(from: string, to: string): PagedList<TaskDueView> {
  return usePagedList<TaskDueView>(
    [...legalKeys.all, 'tasks-due', from, to],
    `/auth/tasks-due?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
}
