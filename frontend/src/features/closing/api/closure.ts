import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClosureView } from '@shared/closing/closing';
import { apiGet, apiPost, apiPostBlob } from '../../../lib/api-client';

const KEY = ['company-closure'];

/** GET /auth/get-company-closure: the standing, the notice dates and the export. */
export function useClosure() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<ClosureView>('/auth/get-company-closure', signal),
    // While the export is being made, ask again every 10 seconds.
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? 10_000 : false),
  });
}

export function useRequestClosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) =>
      apiPost<ClosureView>('/auth/request-company-closure', { confirmName }),
    onSuccess: (view) => client.setQueryData(KEY, view),
  });
}

export function useCancelClosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ClosureView>('/auth/cancel-company-closure'),
    onSuccess: (view) => client.setQueryData(KEY, view),
  });
}

/** POST /auth/download-company-export: the archive's bytes and name. */
export const downloadExport = () => apiPostBlob('/auth/download-company-export', {});
