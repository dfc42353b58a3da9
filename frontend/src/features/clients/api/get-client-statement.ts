import { useMutation } from '@tanstack/react-query';
import type { DocumentIssuer } from '@shared/documents/types';
import type { ClientStatement } from '@shared/finance/client-statement';
import { apiPost } from '../../../lib/api-client';
import { LIST_PAGE_SIZE } from '../../../lib/use-paged-list';

export type ClientStatementReply = {
  issuer: DocumentIssuer;
  client: { id: string; name: string; client_reference?: string | null };
  currency: string;
  statement: ClientStatement;
  /** The next page of the period's lines (null on the last page). */
  cursor?: string | null;
};

/**
 * Lines per request (issue 24: a page costs the same whatever the client's history holds); the
 * PDF needs them all, so every page is read, one after another.
 */
const PAGE = LIST_PAGE_SIZE;

/**
 * POST /auth/get-client-statement {clientID, dateFrom, dateTo, cursor, limit}: the client's
 * statement of account, its lines read page after page into one statement.
 */
export function useClientStatement() {
  return useMutation({
    mutationFn: async (body: { clientID: string; dateFrom: string; dateTo: string }) => {
      let reply = await apiPost<ClientStatementReply>('/auth/get-client-statement', {
        ...body,
        limit: PAGE,
      });
      const lines = [...reply.statement.lines];
      while (reply.cursor) {
        reply = await apiPost<ClientStatementReply>('/auth/get-client-statement', {
          ...body,
          limit: PAGE,
          cursor: reply.cursor,
        });
        lines.push(...reply.statement.lines);
      }
      return { ...reply, statement: { ...reply.statement, lines }, cursor: null };
    },
  });
}
