import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/auth/session';
import type { SaveMyDetailsBody } from '@shared/auth/schemas';
import { apiPost } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/api/current-user';

/** POST /auth/save-my-details: the session's user (the header's name) shows the saved details. */
export function useSaveMyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMyDetailsBody) => apiPost<SessionUser>('/auth/save-my-details', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
