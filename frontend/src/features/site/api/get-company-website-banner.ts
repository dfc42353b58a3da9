import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type { SiteImage } from '@shared/site/site-data';
import type { SiteImage } from '@shared/site/site-data';

export const bannerQuery = (domain: string) =>
  queryOptions({
    queryKey: ['website-banner', domain],
    queryFn: ({ signal }) =>
      apiPost<SiteImage[]>('/get-company-website-banner', { domain }, signal),
    staleTime: 5 * 60_000,
  });

/** The website_banner folder's images; the first is the banner. */
export function useWebsiteBanner(domain: string) {
  return useQuery(bannerQuery(domain));
}
