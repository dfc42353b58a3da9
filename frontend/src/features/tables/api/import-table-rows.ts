import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@shared/tables/types';
import { apiPost } from '../../../lib/api-client';
import { tableKeys } from './keys';

export type ImportInput = {
  table: string;
  rows: Array<Record<string, unknown>>;
  dryRun: boolean;
  importId: string;
};

/** POST /auth/import-table-rows: every row checked first; a dry run only reports. */
export function useImportRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) => apiPost<ImportReport>('/auth/import-table-rows', input),
    onSuccess: (report, input) => {
      if (report.written)
        void queryClient.invalidateQueries({ queryKey: tableKeys.table(input.table) });
    },
  });
}
