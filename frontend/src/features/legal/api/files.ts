import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPostBlob } from '../../../lib/api-client';
import { legalKeys } from './keys';
import type { MatterFile } from './types';

/** POST /auth/get-matter-files {caseID}: the names of the matter's files. */
export const useMatterFiles = (caseID: string | null) =>
  useQuery({
    queryKey: legalKeys.files(caseID ?? ''),
    queryFn: ({ signal }) => apiPost<MatterFile[]>('/auth/get-matter-files', { caseID }, signal),
    enabled: Boolean(caseID),
  });

function useFilesChange<B, R>(caseID: string, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<R>(path, body),
    onSettled: () => client.invalidateQueries({ queryKey: legalKeys.files(caseID) }),
  });
}

/** POST /auth/upload-matter-file {caseID, filename, base64string}. */
export const useUploadMatterFile = (caseID: string) =>
  useFilesChange<
    { caseID: string; filename: string; base64string: string },
    { message: string; name: string }
  >(caseID, '/auth/upload-matter-file');

/** POST /auth/delete-matter-file {caseID, name}. */
export const useDeleteMatterFile = (caseID: string) =>
  useFilesChange<{ caseID: string; name: string }, { status: 'success' }>(
    caseID,
    '/auth/delete-matter-file',
  );

/** POST /auth/download-matter-file {caseID, name}: the file's bytes. */
export const useDownloadMatterFile = () =>
  useMutation({
    mutationFn: (body: { caseID: string; name: string }) =>
      apiPostBlob('/auth/download-matter-file', body),
  });
