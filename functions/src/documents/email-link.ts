import { createHash, randomBytes } from 'node:crypto';
import type {
  DocumentLinkView,
  SendDocumentEmailBody,
  SendDocumentEmailReply,
} from '@shared/documents/email';
import type { DocumentIssuer } from '@shared/documents/types';
import { pdfCompanyOf } from '@shared/documents/pdf-company';
import type { CheckoutForm } from '@shared/payments/schemas';
import { formatMoney } from '@shared/money/money';
import { buildDocumentPdf, pdfPayments, type PdfDocumentInput } from '@shared/pdf/document-pdf';
import { siteOrigin, stamp, type OnSite, type RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { transaction } from '../kernel/transaction';
import { startCheckout } from '../payments';
import { auditSteps } from '../tables';
import { DOCUMENT_EMAILS_TRAIL } from './audit-trail';
import type { Database } from '../db/service';
import { padNumber } from './entities/document-fields';
import { documentError } from './errors';
import { issuerOf } from './issuer';
import type { InvoiceRecord, PaymentRecord, QuoteRecord } from './records';

/** The public page of an emailed document (frontend/src/features/documents/screens.ts). */
export const DOCUMENT_LINK_PATH = '/document-link';

/** A new link's key: 32 random bytes (base64url, 43 characters); only its hash is stored. */
const newLinkKey = () => randomBytes(32).toString('base64url');
const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The document number as printed: INV-000012, Q-000007 (the editor's printedNumber). */
const printed = (kind: 'quote' | 'invoice', n: number) =>
  `${kind === 'invoice' ? 'INV' : 'Q'}-${String(n).padStart(6, '0')}`;

type Doc =
  | { kind: 'invoice'; doc: InvoiceRecord; payments: PaymentRecord[] }
  | { kind: 'quote'; doc: QuoteRecord; payments: [] };

/** An invoice's payments: a handful in practice, one Query (read.ts lists them the same way). */
const PAYMENTS_LIMIT = 1000;

async function readDocument(
  db: Database,
  emis: string,
  kind: 'invoice' | 'quote',
  number: number,
): Promise<Doc | undefined> {
  const seq = padNumber(number);
  if (kind === 'quote') {
    const { data } = await db.entities.quote.get({ emis, seq }).go({ consistent: true });
    return data ? { kind, doc: data, payments: [] } : undefined;
  }
  const [{ data }, { data: payments }] = await Promise.all([
    db.entities.invoice.get({ emis, seq }).go({ consistent: true }),
    db.entities.payment.query.byInvoice({ emis, invoice_seq: seq }).go({ limit: PAYMENTS_LIMIT }),
  ]);
  return data ? { kind, doc: data, payments } : undefined;
}

/** What is left to pay on an invoice (0 for a quote or a paid invoice). */
const balanceOf = (found: Doc) =>
  found.kind === 'invoice' ? Math.max(0, found.doc.total - found.doc.total_paid) : 0;

/** The document as its PDF prints it (the editor's pdfInput, from the stored record). */
function pdfInputOf(found: Doc, issuer: DocumentIssuer): PdfDocumentInput {
  const { kind, doc } = found;
  return {
    kind,
    number: printed(kind, doc.number),
    date: doc.date,
    due_date: found.kind === 'invoice' ? found.doc.due_date : undefined,
    company: pdfCompanyOf(issuer),
    client: {
      name: doc.client_name || 'Client',
      institution: doc.client_institution,
      address: doc.client_address ? [doc.client_address] : undefined,
    },
    currency: doc.currency,
    totals: {
      lines: doc.lines.map((line) => ({
        item_type: line.item_type,
        name: line.name,
        unit_price: line.unit_price,
        quantity: line.quantity,
        line_total: line.line_total,
      })),
      total_products: doc.total_products,
      total_services: doc.total_services,
      total_transports: doc.total_transports,
      sub_total: doc.sub_total,
      discount: doc.discount,
      total_tax: doc.total_tax,
      total: doc.total,
      tax_rate: doc.tax_rate,
      prices_include_vat: doc.prices_include_vat,
    },
    // An invoice made from a quote does not carry the quote's comment (issue 28).
    comment: doc.comment || (kind === 'quote' ? 'Quotation' : undefined),
    payments: found.kind === 'invoice' ? pdfPayments(found.payments) : undefined,
  };
}

/**
 * send-document-email: the quote or invoice by email to the client, its PDF attached, with a link
 * to its page (view, and pay an invoice's balance by card). The link and the audit entry are one
 * transaction with the request's record: a repeat of the request answers the first reply and
 * sends nothing. The key is in the email only (the request record holds the reply, not the key).
 */
export async function sendDocumentEmail(
  ctx: RequestContext,
  body: SendDocumentEmailBody,
): Promise<SendDocumentEmailReply> {
  const { emis } = ctx.tenant;
  const found = await readDocument(ctx.db, emis, body.kind, body.number);
  if (!found) throw documentError(body.kind === 'invoice' ? 'noInvoice' : 'noQuote');
  const key = newLinkKey();
  const at = stamp(ctx);
  const number = printed(body.kind, body.number);
  const reply: SendDocumentEmailReply = { status: 'sent', to: body.to };
  const result = await transaction(
    ctx.db,
    (tx) => ({
      value: reply,
      steps: [
        {
          name: 'link',
          write: tx.documentLink
            .create({
              emis,
              key_hash: hashOf(key),
              kind: body.kind,
              number: body.number,
              sent_to: body.to,
              created_by: ctx.caller.userId,
              created_at: at,
            })
            .commit(),
        },
        ...auditSteps(tx, ctx, {
          table: DOCUMENT_EMAILS_TRAIL.name,
          rowId: number,
          action: 'create',
          newValue: { sent_to: body.to, kind: body.kind, number: body.number },
          at,
        }),
      ],
    }),
    { request: requestOf(ctx) },
  );
  if (!result.written) throw documentError('changed');
  if (result.replayed) return result.value;
  const [issuer, company] = await Promise.all([issuerOf(ctx), ctx.tenant.company.get()]);
  const pdf = await buildDocumentPdf(pdfInputOf(found, issuer));
  const href = `${siteOrigin(ctx, company?.domain ?? '')}${DOCUMENT_LINK_PATH}?key=${key}`;
  const money = (cents: number) => formatMoney(cents, found.doc.currency);
  const balance = balanceOf(found);
  const what = body.kind === 'invoice' ? `Invoice ${number}` : `Quotation ${number}`;
  const summary =
    found.kind === 'invoice'
      ? balance > 0
        ? `${what}: ${money(found.doc.total)}, balance due ${money(balance)} by ${found.doc.due_date}.`
        : `${what}: ${money(found.doc.total)}, paid in full.`
      : `${what}: ${money(found.doc.total)}.`;
  await ctx.deps.email.send({
    to: body.to,
    subject: `${what} from ${issuer.name || 'Kantoor'}`,
    text: [body.message, summary, 'The document is attached as a PDF.']
      .filter(Boolean)
      .join('\n\n'),
    links: [
      {
        href,
        label:
          found.kind === 'invoice' && balance > 0
            ? `View and pay ${what.toLowerCase()}`
            : `View ${what.toLowerCase()}`,
      },
    ],
    attachments: [{ filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf }],
    fromName: issuer.name || undefined,
    replyTo: issuer.email || undefined,
    tenant: emis,
  });
  return reply;
}

/** The emailed document of a link key on this company's site; another's or none: 404. */
async function linked(ctx: RequestContext<OnSite>, key: string): Promise<Doc> {
  const { data: link } = await ctx.db.entities.documentLink
    .get({ emis: ctx.emis, key_hash: hashOf(key) })
    .go();
  const found = link && (await readDocument(ctx.db, ctx.emis, link.kind, link.number));
  if (!found) throw documentError('noLink');
  return found;
}

/** document-link: the client's view of an emailed document (no sign-in). */
export async function documentLinkView(
  ctx: RequestContext<OnSite>,
  key: string,
): Promise<DocumentLinkView> {
  const found = await linked(ctx, key);
  const issuer = await issuerOf(ctx);
  const { doc } = found;
  const balance = balanceOf(found);
  const gateway = ctx.deps.config.gateway;
  return {
    kind: found.kind,
    number: doc.number,
    printed: printed(found.kind, doc.number),
    company: issuer.name,
    client: doc.client_name,
    date: doc.date,
    due_date: found.kind === 'invoice' ? found.doc.due_date : null,
    currency: doc.currency,
    lines: doc.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unit_price,
      line_total: line.line_total,
    })),
    sub_total: doc.sub_total,
    discount: doc.discount,
    total_tax: doc.total_tax,
    total: doc.total,
    payments: found.payments.map((p) => ({
      date: p.entry_date,
      method: p.method,
      amount: p.amount,
    })),
    total_paid: found.kind === 'invoice' ? found.doc.total_paid : 0,
    balance,
    status: found.kind === 'quote' ? 'quote' : balance > 0 ? 'due' : 'paid',
    can_pay: balance > 0 && Boolean(gateway.merchantId && gateway.merchantKey),
    pdf: pdfInputOf(found, issuer),
  };
}

/**
 * document-link-pay: a pending card checkout of the invoice's balance and the signed form the
 * browser posts to the gateway; the gateway's notification records the payment once
 * (card-settlement.ts). A quote or a paid invoice: 409.
 */
export async function payDocumentLink(
  ctx: RequestContext<OnSite>,
  key: string,
): Promise<{ token: string; checkout: CheckoutForm }> {
  const found = await linked(ctx, key);
  if (found.kind === 'quote') throw documentError('quoteNotPayable');
  const balance = balanceOf(found);
  if (balance <= 0) throw documentError('paid');
  const number = printed('invoice', found.doc.number);
  const page = `${DOCUMENT_LINK_PATH}?key=${key}`;
  return startCheckout(ctx, {
    emis: ctx.emis,
    domain: ctx.company.domain,
    purpose: 'invoice',
    amount: balance,
    itemName: `Invoice ${number} from ${ctx.company.name}`,
    itemDescription: `Balance of invoice ${number}`,
    returnPath: `${page}&paid=1`,
    cancelPath: `${page}&cancelled=1`,
    invoiceNumber: found.doc.number,
  });
}
