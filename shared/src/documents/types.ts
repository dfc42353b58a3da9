import type { ItemType } from '../money/totals';
import type { PaymentMethod } from './schemas';

/** The company as its documents print it: address, tax numbers, bank, logo and VAT settings. */
export type DocumentIssuer = {
  name: string;
  address: string[];
  phone?: string;
  email?: string;
  vat_number?: string;
  reg_number?: string;
  bank?: string;
  account_number?: string;
  account_type?: string;
  tax_rate: number;
  prices_include_vat: boolean;
  currency: string;
  /** The first image of the company's logos folder, for the PDF. */
  logo_url?: string;
};

export type DocumentLine = {
  item_type: ItemType;
  item_id?: string;
  name: string;
  unit_price: number;
  unit_cost?: number;
  quantity: number;
  line_total: number;
};

type DocumentBase = {
  number: number;
  client_id: string;
  client_name: string;
  client_institution?: string;
  client_address?: string;
  date: string;
  comment?: string;
  lines: DocumentLine[];
  total_products: number;
  total_services: number;
  total_transports: number;
  sub_total: number;
  discount: number;
  total_tax: number;
  total: number;
  tax_rate: number;
  prices_include_vat: boolean;
  currency: string;
  created_at?: string;
  updated_at?: string;
};

export type QuoteView = DocumentBase & {
  quote_number: number;
  quote_date: string;
  status: 'open' | 'converted';
  invoice_number?: number;
};

export type InvoiceView = DocumentBase & {
  invoice_number: number;
  invoice_date: string;
  due_date: string;
  total_paid: number;
  quote_number?: number;
};

export type PaymentView = {
  id: string;
  invoice_number: number;
  amount: number;
  /** 'Trust': transferred from a legal matter's trust account (the trust ledger records it). */
  method: PaymentMethod | 'Trust';
  entry_date: string;
  /** The payer's reference; payments before issue 28 have none. */
  reference?: string;
  created_at?: string;
};

export type DashboardReply = {
  totals: { quotes: number; invoices: number; paid: number; outstanding: number };
  /** A page of the quotes, newest first (none once the quotes ran out on an earlier page). */
  quotes: QuoteView[];
  /** A page of the invoices, newest first (none once they ran out on an earlier page). */
  invoices: InvoiceView[];
  issuer: DocumentIssuer;
  today: string;
  /** The next page of both lists (`?cursor=`), null when neither has more. */
  cursor: string | null;
  /** Which lists have rows after this page. */
  more: { quotes: boolean; invoices: boolean };
};

/**
 * GET /auth/overdue-invoices (issue 28): a page of the invoices due before `today` (SAST) and
 * not paid in full, the longest overdue first; `cursor` goes on (null: the last page).
 */
export type OverdueInvoicesReply = {
  rows: InvoiceView[];
  today: string;
  cursor: string | null;
};

export type QuoteDataReply = {
  quoteData: QuoteView;
  products: Array<DocumentLine & { unitPrice: number; lineTotal: number }>;
  services: Array<DocumentLine & { serviceFee: number; lineTotal: number }>;
  transports: Array<DocumentLine & { transportationFee: number; lineTotal: number }>;
  issuer: DocumentIssuer;
  /** The client's email as its record holds it: where Send by email proposes to send it. */
  client_email?: string;
};

export type InvoiceDataReply = {
  invoice: InvoiceView;
  payments: PaymentView[];
  /** Cents of the payments that came from trust (method 'Trust'), shown apart. */
  paid_from_trust: number;
  issuer: DocumentIssuer;
  today: string;
  /** The client's email as its record holds it: where Send by email proposes to send it. */
  client_email?: string;
};
