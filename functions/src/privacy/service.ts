import {
  erasedName,
  isErasedName,
  PRIVACY_MESSAGES,
  correctionsOf,
  type PrivacyEraseBody,
  type PrivacyEraseReply,
  type PrivacyExport,
  type PrivacyExportBody,
  type Recipient,
  type SentMessage,
} from '@shared/privacy/schemas';
import { clientById, clientRecords, eraseClientPlan } from '../clients';
import { clientDocuments, eraseClientDocumentPlan } from '../documents';
import { emailsTo } from '../email';
import { type RequestContext, stamp } from '../kernel/context';
import { requestOf } from '../kernel/request';
import {
  commit,
  replayed,
  TRANSACTION_LIMIT,
  type Step,
  type TxEntities,
} from '../kernel/transaction';
import { clientLegalRecords } from '../legal';
import { erasePayrollPlan, staffPayrollRecords } from '../payroll';
import { AppError } from '../platform/errors';
import { clientSmsRecords, eraseClientSmsPlan } from '../sms';
import { eraseStaffPlan, staffRecords } from '../staff';
import { auditSteps, eraseRowHistoryPlan } from '../tables';
import { eraseUserPlan, userRecords } from '../users';
import { PRIVACY_TRAIL } from './audit-trail';

const notFound = () => new AppError(404, PRIVACY_MESSAGES.notFound);

// A card payment's method as the payment records name it: the card gateway received the data.
const CARD_METHOD = 'Credit Cards';

type Sms = Awaited<ReturnType<typeof clientSmsRecords>>['sms'];
type Emails = Awaited<ReturnType<typeof emailsTo>>;

/**
 * Who else received the person's data: the operators the records show (POPIA s23(1)(b)), the
 * SMS and email providers with the messages they carried to the person.
 */
function recipientsOf(sms: Sms, emails: Emails, hasEmail: boolean, cards: number): Recipient[] {
  const list: Recipient[] = [
    {
      name: 'Kantoor (operator)',
      role: 'hosts the records for the company under a written operator agreement (POPIA s21)',
    },
  ];
  if (sms.length > 0)
    list.push({
      name: 'SMS provider (operator)',
      role: `delivered ${sms.length} SMS message(s) to the person's number`,
      messages: sms.map((m): SentMessage => ({
        at: m.sent_at ?? '',
        to: m.to,
        text: `${m.title}: ${m.body}`,
      })),
    });
  if (hasEmail || emails.length > 0)
    list.push({
      name: 'Email provider (operator)',
      role:
        emails.length > 0
          ? `delivered ${emails.length} email(s) to the person's address, and delivers the company's documents and notices there`
          : "delivers the company's emails (documents, notices) to the person's address",
      messages: emails.map((e): SentMessage => ({ at: e.sent_at, to: e.to, text: e.subject })),
    });
  if (cards > 0)
    list.push({
      name: 'Card payment gateway (operator)',
      role: `processed ${cards} card payment(s)`,
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

type Section = PrivacyExport['sections'][number];
type Collected = Omit<PrivacyExport, 'company' | 'generated_at'>;

async function collectClient(ctx: RequestContext, id: string): Promise<Collected> {
  const records = await clientRecords(ctx, id);
  if (!records) throw notFound();
  const [documents, sms, legal, emails] = await Promise.all([
    clientDocuments(ctx, id),
    clientSmsRecords(ctx, id),
    clientLegalRecords(ctx, id),
    emailsTo(ctx, records.client.email),
  ]);
  const cardPayments = documents.payments.filter((p) => p.method === CARD_METHOD).length;
  const sections: Section[] = [
    { title: 'Personal details', records: [records.client] },
    { title: 'Notes', records: records.notes },
    { title: 'Quotations', records: documents.quotes },
    { title: 'Invoices', records: documents.invoices },
    { title: 'Payments', records: documents.payments },
    { title: 'SMS messages', records: sms.sms },
    { title: 'Emails', records: emails },
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
  ] as Section[];
  return {
    person: { kind: 'client', id, name: records.client.name },
    sections,
    recipients: recipientsOf(sms.sms, emails, Boolean(records.client.email), cardPayments),
    retention: [
      PRIVACY_MESSAGES.invoiceRetention,
      ...(legal.matters.length > 0 ? [PRIVACY_MESSAGES.trustRetention] : []),
    ],
  };
}

async function collectStaff(ctx: RequestContext, id: string): Promise<Collected> {
  const records = await staffRecords(ctx, id);
  if (!records) throw notFound();
  const [payroll, sms, emails] = await Promise.all([
    staffPayrollRecords(ctx, id),
    clientSmsRecords(ctx, id),
    emailsTo(ctx, records.member.email),
  ]);
  return {
    person: { kind: 'staff', id, name: records.member.name },
    sections: [
      { title: 'Personal details', records: [records.view] },
      {
        title: 'Payroll details',
        records: payroll.employee ? [payroll.employee] : [],
      },
      { title: 'Payslips', records: payroll.payslips },
      { title: 'SMS messages', records: sms.sms },
      { title: 'Emails', records: emails },
    ] as Section[],
    recipients: recipientsOf(sms.sms, emails, Boolean(records.member.email), 0),
    retention: payroll.retention ? [payroll.retention] : [PRIVACY_MESSAGES.payrollRetention],
  };
}

async function collectUser(ctx: RequestContext, id: string): Promise<Collected> {
  const records = await userRecords(ctx, id);
  if (!records) throw notFound();
  const [sms, emails] = await Promise.all([
    clientSmsRecords(ctx, id),
    emailsTo(ctx, records.account.email),
  ]);
  return {
    person: { kind: 'user', id, name: records.account.name },
    sections: [
      { title: 'User account', records: [records.account] },
      { title: 'Membership of the company', records: [records.member] },
      { title: 'Sign-in', records: [records.signIn] },
      { title: 'SMS messages', records: sms.sms },
      { title: 'Emails', records: emails },
    ] as Section[],
    recipients: recipientsOf(sms.sms, emails, true, 0),
    retention: [],
  };
}

/**
 * privacy-export (s23): everything the company holds about one client or learner, member of
 * staff or user, read through each owner's index.ts by the person's own partitions and keys
 * (bounded), with who else received it (the messages the SMS and email providers carried), where
 * each record is corrected, and what the law keeps. Another company's id answers as a missing
 * one. Audited.
 */
export async function exportPerson(
  ctx: RequestContext,
  body: PrivacyExportBody,
): Promise<PrivacyExport> {
  const collect =
    body.kind === 'staff' ? collectStaff : body.kind === 'user' ? collectUser : collectClient;
  const [collected, company] = await Promise.all([collect(ctx, body.id), ctx.tenant.company.get()]);
  const corrections = correctionsOf(body.kind, body.id);
  const reply: PrivacyExport = {
    company: { name: company?.name ?? ctx.emis, emis: ctx.emis },
    generated_at: stamp(ctx),
    ...collected,
    sections: collected.sections.map((s) =>
      corrections[s.title] ? { ...s, correct: corrections[s.title] } : s,
    ),
  };
  await commit(ctx.db, (tx) =>
    auditOf(ctx, body.id, 'export', {
      person: reply.person.name,
      kind: body.kind,
      sections: reply.sections.map((s) => `${s.title}: ${s.records.length}`),
    })(tx),
  );
  return reply;
}

/** The writes of an erasure before its last transaction, in transactions within the limit. */
async function commitChunked(ctx: RequestContext, build: (tx: TxEntities) => Step[]) {
  // Each write is idempotent (placeholders), so a retry after a failure finishes the erasure.
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
}

/** The erasure's last transaction: the person's own record, the audit entry, the request id. */
function finish(
  ctx: RequestContext,
  id: string,
  reply: PrivacyEraseReply,
  own: (tx: TxEntities) => Step[],
) {
  // A repeat answers the first reply (the transaction's recorded value), not this one's counts.
  return commit(
    ctx.db,
    (tx) => ({
      steps: [
        ...own(tx),
        // The entry names the fields replaced, never their old values (s24).
        ...auditOf(ctx, id, 'erase', { person: reply.placeholder, erased: reply.erased })(tx),
      ],
      value: reply,
    }),
    { request: requestOf(ctx) },
  );
}

async function eraseClient(ctx: RequestContext, id: string): Promise<PrivacyEraseReply> {
  const client = await clientById(ctx, id);
  if (!client) throw notFound();
  const placeholder = isErasedName(client.name) ? client.name : erasedName(client.id);
  const [own, documents, sms, legal, history] = await Promise.all([
    eraseClientPlan(ctx, client, placeholder),
    eraseClientDocumentPlan(ctx, client.id, placeholder),
    eraseClientSmsPlan(ctx, client.id, placeholder),
    clientLegalRecords(ctx, client.id),
    eraseRowHistoryPlan(ctx, 'clients', client.id),
  ]);
  const reply: PrivacyEraseReply = {
    status: 'success',
    placeholder,
    erased: [
      { what: 'Personal details', count: 1, fields: own.fields },
      { what: 'Notes', count: own.counts.notes },
      { what: 'Quotations', count: documents.counts.quotes },
      { what: 'Contact details on invoices', count: documents.counts.invoices },
      { what: 'SMS messages', count: sms.counts.sms },
      { what: 'Earlier changes in the audit trail', count: history.count },
    ],
    kept: [
      PRIVACY_MESSAGES.invoiceRetention,
      ...(legal.matters.length > 0 ? [PRIVACY_MESSAGES.trustRetention] : []),
    ],
  };
  await commitChunked(ctx, (tx) => [
    ...documents.steps(tx),
    ...sms.steps(tx),
    ...history.steps(tx),
  ]);
  return finish(ctx, client.id, reply, own.steps);
}

async function eraseStaff(ctx: RequestContext, id: string): Promise<PrivacyEraseReply> {
  const records = await staffRecords(ctx, id);
  if (!records) throw notFound();
  const { member } = records;
  const placeholder = isErasedName(member.name) ? member.name : erasedName(member.id);
  const own = eraseStaffPlan(ctx, member, placeholder);
  const [payroll, sms, history, payrollHistory] = await Promise.all([
    erasePayrollPlan(ctx, id),
    eraseClientSmsPlan(ctx, id, placeholder),
    eraseRowHistoryPlan(ctx, 'staff', id),
    eraseRowHistoryPlan(ctx, 'payroll_employees', id),
  ]);
  const reply: PrivacyEraseReply = {
    status: 'success',
    placeholder,
    erased: [
      { what: 'Personal details', count: 1, fields: own.fields },
      { what: 'Payroll details', count: payroll.fields.length > 0 ? 1 : 0, fields: payroll.fields },
      { what: 'SMS messages', count: sms.counts.sms },
      {
        what: 'Earlier changes in the audit trail',
        count: history.count + payrollHistory.count,
      },
    ],
    kept: [payroll.retention ?? PRIVACY_MESSAGES.payrollRetention],
  };
  await commitChunked(ctx, (tx) => [
    ...payroll.steps(tx),
    ...sms.steps(tx),
    ...history.steps(tx),
    ...payrollHistory.steps(tx),
  ]);
  return finish(ctx, id, reply, own.steps);
}

async function eraseUser(ctx: RequestContext, id: string): Promise<PrivacyEraseReply> {
  // The user's membership is gone after the first run: a repeat answers from its record.
  const first = await replayed<PrivacyEraseReply>(ctx.db, requestOf(ctx));
  if (first) return first;
  const placeholder = erasedName(id);
  const plan = await eraseUserPlan(ctx, id, placeholder);
  if (!plan) throw notFound();
  const sms = await eraseClientSmsPlan(ctx, id, placeholder);
  const reply: PrivacyEraseReply = {
    status: 'success',
    placeholder,
    erased: [
      { what: 'User account', count: 1, fields: plan.fields },
      { what: 'SMS messages', count: sms.counts.sms },
    ],
    kept: [plan.close ? PRIVACY_MESSAGES.userClosed : PRIVACY_MESSAGES.userOtherCompanies],
  };
  await commitChunked(ctx, sms.steps);
  return finish(ctx, id, reply, plan.steps);
}

/**
 * privacy-erase (s24): the person's personal fields replaced by a placeholder everywhere they are
 * copied, except what the law keeps (invoices' name and tax fields and payslips: five years;
 * matters and trust records). Records already erased plan no write; the last transaction
 * carries the request id and the audit entry (which fields were replaced, never their values),
 * so a repeat with the same id answers the first reply and writes nothing.
 */
export async function erasePerson(
  ctx: RequestContext,
  body: PrivacyEraseBody,
): Promise<PrivacyEraseReply> {
  if (body.kind === 'staff') return eraseStaff(ctx, body.id);
  if (body.kind === 'user') return eraseUser(ctx, body.id);
  return eraseClient(ctx, body.id);
}
