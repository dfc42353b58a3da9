import { useQuery } from '@tanstack/react-query';
import type { SiteImage } from '@shared/site/site-data';
import { apiPost } from '../../../lib/api-client';

export const galleryKey = ['site-gallery'] as const;

/** POST /get-logos-for-given-company {folder: 'gallery'}: the site's gallery, no sign-in needed. */
export function useGalleryImages(domain: string) {
  return useQuery({
    queryKey: [...galleryKey, domain],
    queryFn: ({ signal }) =>
      apiPost<SiteImage[]>('/get-logos-for-given-company', { folder: 'gallery', domain }, signal),
    staleTime: 60_000,
  });
}
