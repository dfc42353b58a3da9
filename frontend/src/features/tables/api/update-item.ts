import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import type { TableRow } from '@shared/tables/types';
import { apiPost } from '../../../lib/api-client';
import { companyKey } from '../../../lib/api/get-company-with-domain';
import { tableKeys } from './keys';

export type UpdateItem = { table: string; id: string; column: string; value: unknown };
type Reply = { status: 'success'; row: TableRow; company?: CompanyWithDomainReply };

/**
 * POST /auth/update-item: one field. A change to the company's settings brings the new company
 * with it, which is put in the cache at once: the theme and labels change everywhere.
 */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateItem) => apiPost<Reply>('/auth/update-item', change),
    onSuccess: (reply, change) => {
      if (reply.company) {
        queryClient.setQueryData(companyKey(reply.company.company.domain), reply.company);
        if (window.location.hostname !== reply.company.company.domain) {
          void queryClient.invalidateQueries({ queryKey: companyKey(window.location.hostname) });
        }
      }
      // The company's settings tables are views of one item: a change shows in all of them.
      void queryClient.invalidateQueries({
        queryKey: reply.company ? tableKeys.all : tableKeys.table(change.table),
      });
    },
  });
}
