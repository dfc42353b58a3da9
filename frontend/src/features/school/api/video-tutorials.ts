import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TutorialsReply, UploadTutorialBody } from '@shared/school/tutorials';
import { apiGet, apiPost } from '../../../lib/api-client';

const TUTORIALS_KEY = ['video-tutorials'] as const;

/** GET /auth/bitsems-video-tutorials: the tutorial videos' file names, served at /tutorials/{name}. */
export function useVideoTutorials() {
  return useQuery({
    queryKey: TUTORIALS_KEY,
    queryFn: ({ signal }) => apiGet<string[]>('/auth/bitsems-video-tutorials', signal),
    staleTime: 5 * 60_000,
  });
}

/** POST /auth/upload-video-tutorial (super admin): the list comes back with the new one. */
export function useUploadTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadTutorialBody) =>
      apiPost<TutorialsReply>('/auth/upload-video-tutorial', body),
    onSuccess: (reply) => queryClient.setQueryData(TUTORIALS_KEY, reply.tutorials),
  });
}

/** POST /auth/delete-video-tutorial (super admin). */
export function useDeleteTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost<TutorialsReply>('/auth/delete-video-tutorial', { name }),
    onSuccess: (reply) => queryClient.setQueryData(TUTORIALS_KEY, reply.tutorials),
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
