import { useQuery } from '@tanstack/react-query';
import type { ProviderCompanyRow, ProviderRevenue } from '@shared/provider/schemas';
import { apiGet } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

export const providerKeys = {
  all: ['provider'] as const,
  companies: (search: string) => ['provider', 'companies', search] as const,
  renewals: ['provider', 'renewals'] as const,
  revenue: ['provider', 'revenue'] as const,
};

const PAGE = 25;

/** GET /auth/provider-companies: the registry a page at a time (`search`: the emis's start). */
export function useProviderCompanies(search: string) {
  const path = search
    ? `/auth/provider-companies?search=${encodeURIComponent(search)}`
    : '/auth/provider-companies';
  return usePagedList<ProviderCompanyRow>(providerKeys.companies(search), path, { limit: PAGE });
}

/** GET /auth/provider-renewals: the companies paid until a day of this month, soonest first. */
export function useProviderRenewals() {
  return usePagedList<ProviderCompanyRow>(providerKeys.renewals, '/auth/provider-renewals', {
    limit: PAGE,
  });
}

/** GET /auth/provider-revenue: annual recurring revenue, in all and by plan. */
export function useProviderRevenue() {
  return useQuery({
    queryKey: providerKeys.revenue,
    queryFn: ({ signal }) => apiGet<ProviderRevenue>('/auth/provider-revenue', signal),
  });
}
