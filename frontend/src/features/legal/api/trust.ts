import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrustEntryView, TrustKind, TrustStatement } from '@shared/legal/trust';
import { apiPost } from '../../../lib/api-client';
import { legalKeys } from './keys';

/** The matter and its client as the trust routes name them. */
export type TrustMatterView = {
  matter: { id: string; title: string; file_number: string; status_id: string | null };
  client: { id: string; name: string; client_reference: string | null };
};

/** POST /auth/get-matter-trust: the balance and a page of entries, newest first (cents). */
export type MatterTrustReply = TrustMatterView & {
  balance: number;
  entries: TrustEntryView[];
  cursor: string | null;
};

/** POST /auth/get-trust-statement: the period's statement and the day it was made. */
export type TrustStatementReply = TrustMatterView & TrustStatement & { date: string };

export type TrustMovementInput = {
  caseID: string;
  /** Whole cents. */
  amount: number;
  date?: string;
  reference?: string;
  /** One per intended movement, reused when the same submission is sent again. */
  requestId: string;
  /** A transfer's invoice. */
  invoiceNumber?: number;
};

export type TrustMovementReply = {
  status: 'success';
  message: string;
  entry: TrustEntryView;
  balance: number;
  replayed: boolean;
};

/** Entries read per page of the ledger. */
export const TRUST_PAGE = 50;

/** The matter's trust balance and ledger, a page at a time (older entries on demand). */
export const useMatterTrust = (caseID: string) =>
  useInfiniteQuery({
    queryKey: legalKeys.trust(caseID),
    queryFn: ({ pageParam, signal }) =>
      apiPost<MatterTrustReply>(
        '/auth/get-matter-trust',
        { caseID, limit: TRUST_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

/**
 * POST /auth/trust-deposit, trust-transfer or trust-refund. Whatever the answer, everything read
 * about the matter is read again: the balance, the ledger, the invoices (a transfer pays one)
 * and the Details tab's totals.
 */
export function useTrustMovement(caseID: string, kind: TrustKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrustMovementInput) =>
      apiPost<TrustMovementReply>(`/auth/trust-${kind}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: legalKeys.matter(caseID) }),
  });
}

/** POST /auth/get-trust-statement {caseID, dateFrom?, dateTo?}. */
export const useTrustStatement = () =>
  useMutation({
    mutationFn: (body: { caseID: string; dateFrom?: string; dateTo?: string }) =>
      apiPost<TrustStatementReply>('/auth/get-trust-statement', body),
  });

/** POST /auth/close-matter {caseID, statusID, outcome?}: refused (409) while trust money is held. */
export function useCloseMatter(caseID: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { caseID: string; statusID: string; outcome?: string }) =>
      apiPost<{ status: 'success'; message: string }>('/auth/close-matter', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: legalKeys.matter(caseID) }),
        client.invalidateQueries({ queryKey: legalKeys.cases }),
      ]),
  });
}
