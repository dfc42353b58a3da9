import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientView, NoteView } from '@shared/clients/schemas';
import type { PaymentState } from '@shared/documents/status';
import type { LoadMoreState } from '../../../components/ui/load-more';
import { apiPost } from '../../../lib/api-client';
import { LIST_PAGE_SIZE } from '../../../lib/use-paged-list';
import { clientKeys } from './keys';

/** A document as the profile lists it (money in cents). */
export type ProfileQuote = {
  quote_number: number;
  date: string;
  total: number;
  client_name: string;
};
export type ProfileInvoice = {
  invoice_number: number;
  date: string;
  due_date: string;
  total: number;
  total_paid: number;
  comment?: string;
  payment: PaymentState;
};

/** What POST /auth/get-client-profile answers (documents/profile.ts). */
export type ClientProfile = {
  client: ClientView;
  quotes: ProfileQuote[];
  invoices: ProfileInvoice[];
  notes: NoteView[];
  account: { opening: number; quotes: number; invoices: number; paid: number; outstanding: number };
  arrear: { amount: number };
  total_quotes_issued: number;
  total_invoices_due: number;
  total_invoices_paid: number;
  /** A page of the client's matters: legal practices only (empty otherwise). */
  cases: ProfileMatter[];
  /** Where the lists go on (null: all ran out); `more` says which list has rows after. */
  cursor: string | null;
  more: { quotes: boolean; invoices: boolean; matters: boolean };
};

/** A matter as the profile lists it (title, court.name, status.name). */
export type ProfileMatter = {
  id: string;
  title: string;
  file_number?: string;
  court: { name: string } | null;
  status: { name: string; color?: string | null } | null;
};

const profilePage = (reference: string, cursor: string | null, signal?: AbortSignal) =>
  apiPost<ClientProfile>(
    '/auth/get-client-profile',
    { clientReference: reference, limit: LIST_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  );

/**
 * POST /auth/get-client-profile {clientReference}: the client (by id or reference), the first
 * page of their documents, notes and account. A client that is not there, or not the caller's
 * to see, answers 404 'not found'.
 */
export function useClientProfile(reference: string | null) {
  return useQuery({
    queryKey: clientKeys.profile(reference ?? ''),
    queryFn: ({ signal }) => profilePage(reference ?? '', null, signal),
    enabled: Boolean(reference),
  });
}

type MoreOf = { invoices: ProfileInvoice; matters: ProfileMatter };
const rowsOf = {
  invoices: (page: ClientProfile) => page.invoices,
  matters: (page: ClientProfile) => page.cases,
} as const;

/**
 * One of the profile's lists (invoices, matters) with "Load more" (issue 24): the first page's,
 * then the next page of the same route per press, from the first page's cursor (a fresh first
 * page starts over).
 */
export function useProfileMore<L extends keyof MoreOf>(
  reference: string,
  profile: Pick<ClientProfile, 'invoices' | 'cases' | 'cursor' | 'more'>,
  list: L,
): { rows: MoreOf[L][]; more: LoadMoreState } {
  const rows = rowsOf[list] as (page: Pick<ClientProfile, 'invoices' | 'cases'>) => MoreOf[L][];
  const start = profile.more[list] ? profile.cursor : null;
  // Asked for by the first press only: no call until the person wants more.
  const [wanted, setWanted] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: clientKeys.profileMore(reference, list, start ?? ''),
    queryFn: ({ pageParam, signal }) => profilePage(reference, pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last) => (last.more[list] ? (last.cursor ?? undefined) : undefined),
    enabled: Boolean(start) && wanted === start,
  });
  const pages = wanted === start ? (query.data?.pages ?? []) : [];
  const last = pages.at(-1);
  return {
    rows: [...rows(profile), ...pages.flatMap(rows)],
    more: {
      hasMore: last ? last.more[list] : Boolean(start),
      isLoadingMore: query.isFetching && wanted === start,
      loadMoreError: query.isError && wanted === start ? query.error : null,
      loadMore: () => {
        if (wanted !== start) setWanted(start);
        else if (!query.isFetching) void query.fetchNextPage();
      },
      retry: () => void (query.data ? query.fetchNextPage() : query.refetch()),
    },
  };
}
