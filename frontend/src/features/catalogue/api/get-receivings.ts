import type { RowsPage } from '@shared/tables/types';
import { apiPost } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, usePagedQuery } from '../../../lib/use-paged-list';
import { catalogueKeys } from './keys';

/** A receiving as the stock ledger (the `receivings` table) holds it; money in cents. */
export type ReceivingRow = {
  id: string;
  product_id: string;
  product_name: string | null;
  quantity: number;
  cost: number;
  supplier_id: string | null;
  date: string;
};

/**
 * POST /auth/get-table-rows on `receivings`, a page at a time ("Load more" reads the next): the
 * stock ledger grows with every delivery, so a visit reads one page of it. There is no list route
 * of its own; the ledger is a report table every level from staff may read.
 */
export function useReceivings(enabled = true) {
  const list = usePagedQuery<ReceivingRow>(
    catalogueKeys.receivings,
    async (cursor, signal) => {
      const page = await apiPost<RowsPage>(
        '/auth/get-table-rows',
        {
          table: 'receivings',
          queryFilter: '1=1',
          cursor: cursor ?? undefined,
          limit: LIST_PAGE_SIZE,
        },
        signal,
      );
      return { rows: page.rows as unknown as ReceivingRow[], cursor: page.cursor };
    },
    { enabled },
  );
  // Newest date first among the loaded rows.
  return { ...list, rows: [...list.rows].sort((a, b) => b.date.localeCompare(a.date)) };
}
