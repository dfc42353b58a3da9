import { useMutation } from '@tanstack/react-query';
import type { DocumentIssuer } from '@shared/documents/types';
import type { ClientStatement } from '@shared/finance/client-statement';
import { apiPost } from '../../../lib/api-client';

export type ClientStatementReply = {
  issuer: DocumentIssuer;
  client: { id: string; name: string; client_reference?: string | null };
  currency: string;
  statement: ClientStatement;
};

/** POST /auth/get-client-statement {clientID, dateFrom, dateTo}: the client's statement of account. */
export function useClientStatement() {
  return useMutation({
    mutationFn: (body: { clientID: string; dateFrom: string; dateTo: string }) =>
      apiPost<ClientStatementReply>('/auth/get-client-statement', body),
  });
}
