import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '@shared/catalogue/schemas';
import { apiGet } from '../../../lib/api-client';
import { documentKeys } from './keys';

export type PickItem = {
  id: string;
  name: string;
  /** Cents: a product's or service's price, a transportation's unit price. */
  price: number;
  detail?: string;
};

type Row = Record<string, unknown> & { id: string; name: string };

const LISTS = {
  clients: '/auth/get-all-clients',
  products: '/auth/get-all-products',
  services: '/auth/get-all-services',
  transports: '/auth/get-all-transportations',
} as const;
export type PickList = keyof typeof LISTS;

function priceOf(row: Row): number {
  const value = row.price ?? row.unit_price ?? 0;
  return typeof value === 'number' ? value : 0;
}

/**
 * The pickers' lists (clients, products, services, transportation): the first 1,000 of each, as
 * the editor's searchable pickers show them.
 */
export function usePickList(list: PickList, enabled = true) {
  return useQuery({
    queryKey: documentKeys.pickList(LISTS[list]),
    queryFn: async ({ signal }): Promise<PickItem[]> => {
      const page = await apiGet<ListPage<Row>>(`${LISTS[list]}?limit=1000`, signal);
      return page.rows.map((row) => ({
        id: row.id,
        name: row.name,
        price: priceOf(row),
        detail:
          list === 'clients'
            ? [row.id_number, row.institution].filter(Boolean).join(' | ') || undefined
            : undefined,
      }));
    },
    enabled,
    staleTime: 60_000,
  });
}
