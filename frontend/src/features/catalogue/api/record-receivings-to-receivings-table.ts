import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordReceivingsReply } from '@shared/catalogue/schemas';
import { apiPost } from '../../../lib/api-client';
import { useRequestId } from '../../../lib/request-id';
import { catalogueKeys } from './keys';

/** One product's receiving as typed; cost, supplier and date may be left empty. */
export type ReceivingInput = {
  productId: string;
  quantity: string;
  cost: string;
  supplier: string;
  date: string;
};

/**
 * POST /auth/record-receivings-to-receivings-table: stock received for an existing product; the
 * product's stock goes up in the same transaction.
 */
export function useRecordReceiving() {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (input: ReceivingInput) =>
      apiPost<RecordReceivingsReply>('/auth/record-receivings-to-receivings-table', {
        ...input,
        requestId: requestId.current(),
      }),
    onSuccess: () => {
      requestId.renew();
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.receivings });
    },
  });
}
