import * as z from 'zod';
import { requiredEmail } from '../validation/fields';
import type { PdfDocumentInput } from '../pdf/document-pdf';

/** A document sent by email from Kantoor (issue 28): the send dialog's body. */
export const sendDocumentEmailBody = z.object({
  kind: z.enum(['invoice', 'quote'], { error: 'Choose an invoice or a quote' }),
  number: z.coerce.number().int().positive().max(9_999_999_999),
  to: requiredEmail('Enter the email address to send it to'),
  message: z
    .string({ error: 'The message must be text' })
    .trim()
    .max(2000, 'The message can be at most 2,000 characters')
    .default(''),
});
export type SendDocumentEmailBody = z.output<typeof sendDocumentEmailBody>;

export type SendDocumentEmailReply = { status: 'sent'; to: string };

/** The key of an emailed document's link: 32 random bytes, base64url (43 characters). */
export const documentLinkKey = z
  .string({ error: 'No such document' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'No such document');

export const documentLinkBody = z.object({ key: documentLinkKey });
export const documentLinkQuery = z.object({ key: documentLinkKey });

/** What the client's page of an emailed document shows (no sign-in). */
export type DocumentLinkView = {
  kind: 'invoice' | 'quote';
  number: number;
  /** As printed: INV-000012, Q-000007. */
  printed: string;
  company: string;
  client: string;
  date: string;
  due_date: string | null;
  currency: string;
  lines: Array<{ name: string; quantity: number; unit_price: number; line_total: number }>;
  sub_total: number;
  discount: number;
  total_tax: number;
  total: number;
  payments: Array<{ date: string; method: string; amount: number }>;
  /** Invoices: what has been paid and what is left (0 when paid). */
  total_paid: number;
  balance: number;
  status: 'quote' | 'paid' | 'due';
  /** Whether the balance can be paid by card here (an invoice with a balance, card payments set up). */
  can_pay: boolean;
  /** The PDF's input: the page's Download PDF builds the same document the email attached. */
  pdf: PdfDocumentInput;
};
