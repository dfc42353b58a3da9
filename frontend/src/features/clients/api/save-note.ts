import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteView, SaveNoteReply } from '@shared/clients/schemas';
import { apiPost } from '../../../lib/api-client';
import type { ClientProfile } from './get-client-profile';
import { clientKeys } from './keys';

export type NoteInput = { title: string; body: string };

/** Puts a client's notes (as a note call answers them) into every cached profile of theirs. */
export function setProfileNotes(
  queryClient: ReturnType<typeof useQueryClient>,
  clientId: string,
  notes: NoteView[],
) {
  queryClient.setQueriesData<ClientProfile>({ queryKey: clientKeys.profiles }, (profile) =>
    profile && profile.client.id === clientId ? { ...profile, notes } : profile,
  );
}

/**
 * POST /auth/save-note: a note on a client (`sid` is the client's id). The reply carries the
 * client's notes with the new one in them, which the profile shows without asking again.
 */
export function useSaveNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) =>
      apiPost<SaveNoteReply>('/auth/save-note', { ...input, sid: clientId }),
    onSuccess: (reply) => setProfileNotes(queryClient, clientId, reply.notes),
  });
}
