import { useMutation } from '@tanstack/react-query';
import type { StartCheckoutReply } from '@shared/payments/schemas';
import type { DonationBody } from '@shared/site/donation';
import { apiPost } from '../../../lib/api-client';

/** POST /payments/donate {name, phone, amount}: a pending donation and the signed gateway form. */
export function useDonate() {
  return useMutation({
    mutationFn: (body: DonationBody) => apiPost<StartCheckoutReply>('/payments/donate', body),
  });
}
