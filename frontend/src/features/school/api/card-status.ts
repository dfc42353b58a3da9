import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { schoolKeys } from './keys';

export type CardStatus = { sid: string; status: 'present' | 'absent' };

/** POST /auth/get-card-status {sid}: whether the student's card is at the school. */
export function useCardStatus(sid: string) {
  return useQuery({
    queryKey: schoolKeys.card(sid),
    queryFn: ({ signal }) => apiPost<CardStatus>('/auth/get-card-status', { sid }, signal),
  });
}

/** POST /auth/update-card-status {sid}: flips it (super admins only). */
export function useUpdateCardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sid: string) => apiPost<CardStatus>('/auth/update-card-status', { sid }),
    onSuccess: (reply) => queryClient.setQueryData(schoolKeys.card(reply.sid), reply),
  });
}
