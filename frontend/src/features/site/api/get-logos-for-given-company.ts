import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SiteImage } from './get-company-website-banner';

export const logosQuery = (domain: string) =>
  queryOptions({
    queryKey: ['logos', domain],
    queryFn: ({ signal }) =>
      apiPost<SiteImage[]>('/get-logos-for-given-company', { folder: 'logos', domain }, signal),
    staleTime: 5 * 60_000,
  });

/** The company's logo (the first image of its logos folder), if it has one. */
export function useCompanyLogo(domain: string) {
  return useQuery({ ...logosQuery(domain), select: (images) => images[0] });
}
