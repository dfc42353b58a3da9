import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkRefundedBody, RefundOwedView, RefundStatus } from '@shared/refunds/schemas';
import { apiPost } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

const KEY = ['refunds-owed'] as const;

/** GET /auth/refunds-owed?status=: the provider's refunds owed (or made), a page at a time. */
export function useRefunds(status: RefundStatus) {
  return usePagedList<RefundOwedView>([...KEY, status], `/auth/refunds-owed?status=${status}`);
}

/** POST /auth/mark-refunded: both lists read again. */
export function useMarkRefunded() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRefundedBody) => apiPost<RefundOwedView>('/auth/mark-refunded', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}
