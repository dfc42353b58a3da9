import type { OwingAccountView } from '@shared/home/due';
import { usePagedList, type PagedList } from '../../../lib/use-paged-list';
import { schoolKeys } from './keys';

/** GET /auth/fees-owing a page at a time: this school year's learners owing, by student number. */
export function useFeesOwing(): PagedList<OwingAccountView> {
  return usePagedList<OwingAccountView>(schoolKeys.owing, '/auth/fees-owing');
}
