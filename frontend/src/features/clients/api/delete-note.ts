import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteNoteReply } from '@shared/clients/schemas';
import { apiPost } from '../../../lib/api-client';
import { setProfileNotes } from './save-note';

/** POST /auth/delete-note {id, sid}: the reply is the client's remaining notes. */
export function useDeleteNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<DeleteNoteReply>('/auth/delete-note', { id, sid: clientId }),
    onSuccess: (reply) => setProfileNotes(queryClient, clientId, reply.notes),
  });
}
