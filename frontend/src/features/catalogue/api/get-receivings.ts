import { useQuery } from '@tanstack/react-query';
import type { RowsPage } from '@shared/tables/types';
import { apiPost } from '../../../lib/api-client';
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

const MAX_ROWS = 2000;

/**
 * POST /auth/get-table-rows on `receivings`: the stock received, newest date first. There is no
 * list route of its own; the ledger is a report table every level from staff may read.
 */
export function useReceivings(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.receivings,
    queryFn: async ({ signal }) => {
      const rows: ReceivingRow[] = [];
      let cursor: string | null = null;
      do {
        const page: RowsPage = await apiPost<RowsPage>(
          '/auth/get-table-rows',
          { table: 'receivings', queryFilter: '1=1', cursor: cursor ?? undefined, limit: 100 },
          signal,
        );
        rows.push(...(page.rows as unknown as ReceivingRow[]));
        cursor = page.cursor;
      } while (cursor && rows.length < MAX_ROWS);
      return rows.sort((a, b) => b.date.localeCompare(a.date));
    },
    enabled,
  });
}
