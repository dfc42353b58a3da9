import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /auth/bitsems-video-tutorials: the tutorial videos' file names, served at /tutorials/{name}. */
export function useVideoTutorials() {
  return useQuery({
    queryKey: ['video-tutorials'],
    queryFn: ({ signal }) => apiGet<string[]>('/auth/bitsems-video-tutorials', signal),
    staleTime: 5 * 60_000,
  });
}

/** A file name as a person reads it: `paying-fees-online.webm` -> `Paying fees online`. */
export function tutorialTitle(name: string): string {
  const words = name
    .replace(/\.[A-Za-z0-9]+$/, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
