import type { QueryClient } from '@tanstack/react-query';
import { SITE_DATA_ID, type SiteData } from '@shared/site/site-data';
import { bannerQuery } from '../features/site/api/get-company-website-banner';
import { companyKey } from '../lib/api/get-company-with-domain';

/**
 * The page document carries the site's company and banner (GET / and GET /{page+}); with them
 * in the cache the first screen renders without waiting for any call.
 */
export function seedFromDocument(queryClient: QueryClient) {
  const text = document.getElementById(SITE_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as SiteData;
    if (data.domain !== window.location.hostname) return;
    queryClient.setQueryData(companyKey(data.domain), data.site);
    queryClient.setQueryData(bannerQuery(data.domain).queryKey, data.banner);
  } catch {
    // A document without usable data: the app asks the API as usual.
  }
}
