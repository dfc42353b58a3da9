import {
  erasedName,
  isErasedName,
  PRIVACY_MESSAGES,
  type PrivacyEraseBody,
  type PrivacyEraseReply,
  type PrivacyExport,
  type PrivacyExportBody,
  type Recipient,
} from '@shared/privacy/schemas';
import { clientById, clientRecords, eraseClientPlan } from '../clients';
import { clientDocuments, eraseClientDocumentPlan } from '../documents';
import { type RequestContext, stamp } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { commit, TRANSACTION_LIMIT, type Step, type TxEntities } from '../kernel/transaction';
import { clientLegalRecords } from '../legal';
import { AppError } from '../platform/errors';
import { clientSmsRecords, eraseClientSmsPlan } from '../sms';
import { auditSteps } from '../tables';
import { PRIVACY_TRAIL } from './audit-trail';

const notFound = () => new AppError(404, PRIVACY_MESSAGES.notFound);

// A card payment's method as the payment records name it: the card gateway received the data.
const CARD_METHOD = 'Credit Cards';

/** Who else received the person's data: the operators the records show (POPIA s23(1)(b)). */
function recipientsOf(smsCount: number, hasEmail: boolean, cardPayments: number): Recipient[] {
  const list: Recipient[] = [
    {
      name: 'Kantoor (operator)',
      role: 'hosts the records for the company under a written operator agreement (POPIA s21)',
    },
  ];
  if (smsCount > 0)
    list.push({
      name: 'SMS provider (operator)',
      role: `delivered ${smsCount} SMS message(s) to the person's number`,
    });
  if (hasEmail)
    list.push({
      name: 'Email provider (operator)',
      role: "delivers the company's emails (documents, notices) to the person's address",
    });
  if (cardPayments > 0)
    list.push({
      name: 'Card payment gateway (operator)',
      role: `processed ${cardPayments} card payment(s)`,
    });
  return list;
}

/** An audit entry of a POPIA request, in a transaction of its own (an export writes nothing else). */
const auditOf =
  (ctx: RequestContext, id: string, action: 'export' | 'erase', value: unknown) =>
  (tx: TxEntities): Step[] =>
    auditSteps(tx, ctx, {
      table: PRIVACY_TRAIL.name,
      rowId: id,
      action: 'update',
      field: action,
      newValue: value,
      at: stamp(ctx),
    });

/**
 * privacy-export (s23): everything the company holds about one client or learner, read through
 * each owner's index.ts by the person's own partitions (bounded), with who else received it and
 * what the law keeps. Another company's id answers as a missing one. Audited.
 */
export async function exportPerson(
  ctx: RequestContext,
  body: PrivacyExportBody,
): Promise<PrivacyExport> {
  const records = await clientRecords(ctx, body.id);
  if (!records) throw notFound();
  const [documents, sms, legal, company] = await Promise.all([
    clientDocuments(ctx, body.id),
    clientSmsRecords(ctx, body.id),
    clientLegalRecords(ctx, body.id),
    ctx.tenant.company.get(),
  ]);
  const cardPayments = documents.payments.filter((p) => p.method === CARD_METHOD).length;
  const sections = [
    { title: 'Personal details', records: [records.client] },
    { title: 'Notes', records: records.notes },
    { title: 'Quotations', records: documents.quotes },
    { title: 'Invoices', records: documents.invoices },
    { title: 'Payments', records: documents.payments },
    { title: 'SMS messages', records: sms.sms },
    ...(sms.learnerMessages.length > 0
      ? [{ title: 'Messages about the learner', records: sms.learnerMessages }]
      : []),
    ...(legal.matters.length > 0
      ? [
          { title: 'Matters', records: legal.matters },
          { title: 'Time and fees on the matters', records: legal.time },
          { title: 'Trust account records', records: legal.trust },
        ]
      : []),
  ] as PrivacyExport['sections'];
  const reply: PrivacyExport = {
    company: { name: company?.name ?? ctx.emis, emis: ctx.emis },
    generated_at: stamp(ctx),
    person: { kind: body.kind, id: body.id, name: records.client.name },
    sections,
    recipients: recipientsOf(sms.sms.length, Boolean(records.client.email), cardPayments),
    retention: [
      PRIVACY_MESSAGES.invoiceRetention,
      ...(legal.matters.length > 0 ? [PRIVACY_MESSAGES.trustRetention] : []),
    ],
  };
  await commit(ctx.db, (tx) =>
    auditOf(ctx, body.id, 'export', {
      person: reply.person.name,
      sections: sections.map((s) => `${s.title}: ${s.records.length}`),
    })(tx),
  );
  return reply;
}

/**
 * privacy-erase (s24): the person's personal fields replaced by a placeholder everywhere they are
 * copied (the client, their notes, quotes, the contact details on invoices, SMS records), except
 * what the law keeps (invoices' name and tax fields: five years; matters and trust records).
 * Records already erased plan no write; the last transaction carries the request id and the
 * audit entry, so a repeat with the same id answers the first reply and writes nothing.
 */
export async function erasePerson(
  ctx: RequestContext,
  body: PrivacyEraseBody,
): Promise<PrivacyEraseReply> {
  const client = await clientById(ctx, body.id);
  if (!client) throw notFound();
  const placeholder = isErasedName(client.name) ? client.name : erasedName(client.id);
  const [own, documents, sms, legal] = await Promise.all([
    eraseClientPlan(ctx, client, placeholder),
    eraseClientDocumentPlan(ctx, client.id, placeholder),
    eraseClientSmsPlan(ctx, client.id, placeholder),
    clientLegalRecords(ctx, client.id),
  ]);
  const reply: PrivacyEraseReply = {
    status: 'success',
    placeholder,
    erased: [
      { what: 'Personal details', count: 1 },
      { what: 'Notes', count: own.counts.notes },
      { what: 'Quotations', count: documents.counts.quotes },
      { what: 'Contact details on invoices', count: documents.counts.invoices },
      { what: 'SMS messages', count: sms.counts.sms },
    ],
    kept: [
      PRIVACY_MESSAGES.invoiceRetention,
      ...(legal.matters.length > 0 ? [PRIVACY_MESSAGES.trustRetention] : []),
    ],
  };
  // The other records' writes first, in transactions within DynamoDB's limit; each is
  // idempotent (placeholders), so a retry after a failure finishes the erasure.
  const build = (tx: TxEntities) => [...documents.steps(tx), ...sms.steps(tx)];
  let chunk = 0;
  const size = TRANSACTION_LIMIT - 10;
  for (;;) {
    const from = chunk * size;
    let more = false;
    await commit(ctx.db, (tx) => {
      const all = build(tx);
      more = all.length > from + size;
      return all.slice(from, from + size);
    });
    if (!more) break;
    chunk += 1;
  }
  // A repeat answers the first reply (the transaction's recorded value), not this one's counts.
  return commit(
    ctx.db,
    (tx) => ({
      steps: [
        ...own.steps(tx),
        ...auditOf(ctx, client.id, 'erase', {
          person: placeholder,
          erased: reply.erased,
        })(tx),
      ],
      value: reply,
    }),
    { request: requestOf(ctx) },
  );
}
