import type { QueryClient } from '@tanstack/react-query';
import type { SiteData } from '@shared/site/site-data';
import { bannerQuery } from '../features/site/api/get-company-website-banner';
import { logosQuery } from '../features/site/api/get-logos-for-given-company';
import { postsKeys } from '../features/posts/api/keys';
import { galleryKey } from '../features/media/api/get-gallery-images';
import { storeKeys } from '../features/store/api/keys';
import { companyKey } from '../lib/api/get-company-with-domain';

/**
 * Puts a page document's data in the query cache under the keys the site's screens ask by: the
 * server renders with it and the browser hydrates with the same, so nothing is fetched before
 * the first paint. Keyed by the request's host and by the company's own domain (the screens use
 * the latter).
 */
export function seedQueries(client: QueryClient, data: SiteData, search = '') {
  const query = new URLSearchParams(search);
  for (const domain of new Set([data.domain, data.site.company.domain])) {
    if (!domain) continue;
    client.setQueryData(companyKey(domain), data.site);
    client.setQueryData(bannerQuery(domain).queryKey, data.banner);
    if (data.logos) client.setQueryData(logosQuery(domain).queryKey, data.logos);
    if (data.branches) client.setQueryData(['branches', domain], data.branches);
    // usePagedQuery's shape: the pages so far and the cursor each was asked with.
    if (data.posts)
      client.setQueryData(postsKeys.public(domain), { pages: [data.posts], pageParams: [null] });
    if (data.post)
      client.setQueryData(postsKeys.one(domain, data.post.id), {
        rows: [],
        cursor: null,
        post: data.post,
      });
    if (data.gallery) client.setQueryData([...galleryKey, domain], data.gallery);
  }
  // The store's keys do not name the site (its screens always ask for the site they are on).
  if (data.store)
    client.setQueryData(
      storeKeys.products(query.get('category') ?? data.store.categories[0] ?? ''),
      {
        pages: [data.store],
        pageParams: [null],
      },
    );
  if (data.product) client.setQueryData(storeKeys.product(data.product.id), data.product);
}

/** The data of the page document's script element, seeded; undefined when there is none. */
export function seedFromText(client: QueryClient, text: string | null | undefined, search = '') {
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as SiteData;
    seedQueries(client, data, search);
    return data;
  } catch {
    return undefined;
  }
}
