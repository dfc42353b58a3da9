import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import { apiPost } from '../api-client';

export const companyKey = (domain: string) => ['company-with-domain', domain] as const;

function getCompanyWithDomain(domain: string, signal?: AbortSignal) {
  return apiPost<CompanyWithDomainReply>('/get-company-with-domain', { domain }, signal);
}

export const companyQuery = (domain: string) =>
  queryOptions({
    queryKey: companyKey(domain),
    queryFn: ({ signal }) => getCompanyWithDomain(domain, signal),
    staleTime: 5 * 60_000,
  });

/** The company behind a site host (the page's own host for the public site). */
export function useCompanyWithDomain(domain: string | undefined) {
  return useQuery({ ...companyQuery(domain ?? ''), enabled: Boolean(domain) });
}
