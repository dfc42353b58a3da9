import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type CategoryOption = { value: string; label: string };

/**
 * POST /auth/get-foreign-key-data for a product's category: the company's categories by name
 * (Manage Database adds them; every catalogue form picks from the same list).
 */
export function useCategories(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) =>
      apiPost<CategoryOption[]>(
        '/auth/get-foreign-key-data',
        { table: 'products', column: 'category_id' },
        signal,
      ),
    enabled,
  });
}
