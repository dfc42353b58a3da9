import { useQuery } from '@tanstack/react-query';
import type { ClientView, NoteView } from '@shared/clients/schemas';
import type { PaymentState } from '@shared/documents/status';
import { apiPost } from '../../../lib/api-client';
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
  /** The client's matters: legal practices only (empty otherwise). */
  cases: ProfileMatter[];
};

/** A matter as the profile lists it (title, court.name, status.name). */
export type ProfileMatter = {
  id: string;
  title: string;
  file_number?: string;
  court: { name: string } | null;
  status: { name: string; color?: string | null } | null;
};

/**
 * POST /auth/get-client-profile {clientReference}: the client (by id or reference), their
 * documents, notes and account. A client that is not there, or not the caller's to see,
 * answers 404 'not found'.
 */
export function useClientProfile(reference: string | null) {
  return useQuery({
    queryKey: clientKeys.profile(reference ?? ''),
    queryFn: ({ signal }) =>
      apiPost<ClientProfile>('/auth/get-client-profile', { clientReference: reference }, signal),
    enabled: Boolean(reference),
  });
}
