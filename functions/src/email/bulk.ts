import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import {
  EMAIL_MESSAGES,
  type EmailRecipientView,
  type InvalidEmailRecipient,
  type SendBulkEmailBody,
  type SendBulkEmailReply,
  type SentEmailView,
} from '@shared/email/schemas';
import type { EmailBatchEntity } from './entities/email-batch.entity';
import { transaction } from '../kernel/transaction';
import { eachLimited } from '../kernel/concurrency';
import { stamp } from '../kernel/context';
import type { RequestContext } from '../kernel/context';
import { reply, type Reply } from '../platform/reply';
import { takeEmailQuota } from './quota';
import { resolveEmailRecipients } from './recipients';

type EmailBatchRecord = EntityItem<typeof EmailBatchEntity>;

/** The marker scope of a caller's `sentEmailID`: one send per id in a company. */
const SEND_SCOPE = 'sent_email';
/** Emails in flight at once for one send. */
const SEND_CONCURRENCY = 8;
const PREVIEW = 200;
/** How many sends get-sent-emails lists. */
export const SENT_EMAILS_LISTED = 100;

const parse = <T>(json: string | undefined): T[] => (json ? (JSON.parse(json) as T[]) : []);

/** A repeated `sentEmailID`: what the first send answered, and nothing sent again. */
async function previousSend(
  ctx: RequestContext,
  sentEmailID: string,
): Promise<SendBulkEmailReply | undefined> {
  const e = ctx.db.entities;
  const emis = ctx.tenant.emis;
  const { data: marker } = await e.uniqueMarker
    .get({ emis, scope: SEND_SCOPE, value: sentEmailID })
    .go({ consistent: true });
  if (!marker) return undefined;
  const { data: batch } = await e.emailBatch
    .get({ emis, id: marker.ref_id })
    .go({ consistent: true });
  return {
    status: 'success',
    message: EMAIL_MESSAGES.emailsSent,
    duplicate: true,
    sent: batch?.sent ?? 0,
    recipients: parse<EmailRecipientView>(batch?.recipients),
    invalid: parse<InvalidEmailRecipient>(batch?.invalid),
  };
}

/**
 * POST /auth/send-bulk-email: one email per recipient through the EmailSender, exactly as
 * send-general-email sends one (the company's name as sender, the text escaped by the sender,
 * the link http(s) only). The recipients count against the company's hourly quota, all or
 * nothing. The batch (and the `sentEmailID` marker, created only if absent) is written before
 * the first email goes, so the same id twice sends once; it is completed with what was sent.
 */
export async function sendBulkEmail(
  ctx: RequestContext,
  body: SendBulkEmailBody,
): Promise<SendBulkEmailReply | Reply> {
  const { db, clock } = ctx;
  const { email } = ctx.deps;
  const emis = ctx.tenant.emis;
  if (body.sentEmailID) {
    const previous = await previousSend(ctx, body.sentEmailID);
    if (previous) return previous;
  }
  const { recipients, invalid } = await resolveEmailRecipients(db, emis, body);
  if (recipients.length === 0) return reply(400, { error: EMAIL_MESSAGES.noRecipients, invalid });

  const [company, sender] = await Promise.all([
    ctx.tenant.company.get(),
    ctx.deps.accounts.getUser(ctx.caller.userId),
  ]);
  const release = await takeEmailQuota(db, emis, recipients.length, clock.now());
  const batchId = ulid();
  const now = stamp(ctx);
  const write = () =>
    transaction(db, (tx) => [
      ...(body.sentEmailID
        ? [
            {
              // The caller's send id: taken means the same send was made already.
              name: 'sendId',
              onFail: 'refuse' as const,
              write: tx.uniqueMarker
                .create({
                  emis,
                  scope: SEND_SCOPE,
                  value: body.sentEmailID,
                  ref_id: batchId,
                  created_at: now,
                })
                .commit(),
            },
          ]
        : []),
      {
        name: 'batch',
        write: tx.emailBatch
          .create({
            emis,
            id: batchId,
            subject: body.subject,
            body_preview: body.body.replace(/\s+/g, ' ').slice(0, PREVIEW),
            link: body.link || undefined,
            group_table: body.groupTable,
            status: 'sending',
            sent: 0,
            invalid_count: invalid.length,
            recipients: JSON.stringify(recipients),
            invalid: JSON.stringify(invalid),
            send_id: body.sentEmailID,
            sent_by: ctx.caller.userId,
            sent_by_name: sender?.name,
            created_at: now,
          })
          .commit(),
      },
    ]);
  const written = await write().catch(async (error: unknown) => {
    await release();
    throw error;
  });
  if (!written.written) {
    await release();
    // The marker was there: the same send at the same moment won, and answers for both.
    const previous = body.sentEmailID ? await previousSend(ctx, body.sentEmailID) : undefined;
    if (previous) return previous;
    throw new Error(`Email batch ${batchId} was not written: ${written.refused.join(', ')}`);
  }

  const links = body.link ? [{ href: body.link, label: body.linkDescription || body.link }] : [];
  const sent: EmailRecipientView[] = [];
  const notSent: InvalidEmailRecipient[] = [];
  await eachLimited(recipients, SEND_CONCURRENCY, async (recipient) => {
    try {
      await email.send({
        to: recipient.email,
        subject: body.subject,
        text: body.body,
        links,
        fromName: company?.name ?? 'Kantoor',
        tenant: emis,
      });
      sent.push(recipient);
    } catch {
      notSent.push({ ...recipient, reason: 'The email could not be sent' });
    }
  });
  // Concurrent sends finish in any order: keep the order of the resolved list.
  const order = new Map(recipients.map((r, index) => [r.email, index]));
  const byOrder = (a: { email: string }, b: { email: string }) =>
    (order.get(a.email) ?? 0) - (order.get(b.email) ?? 0);
  sent.sort(byOrder);
  const allInvalid = [...invalid, ...notSent.sort(byOrder)];
  await db.entities.emailBatch
    .patch({ emis, id: batchId })
    .set({
      status: 'sent',
      sent: sent.length,
      invalid_count: allInvalid.length,
      recipients: JSON.stringify(sent),
      invalid: JSON.stringify(allInvalid),
      updated_at: stamp(ctx),
    })
    .go({ response: 'none' });

  return {
    status: 'success',
    message: EMAIL_MESSAGES.emailsSent,
    duplicate: false,
    sent: sent.length,
    recipients: sent,
    invalid: allInvalid,
  };
}

const sentEmailView = (batch: EmailBatchRecord): SentEmailView => ({
  id: batch.id,
  date_time: batch.created_at,
  subject: batch.subject,
  preview: batch.body_preview,
  sent: batch.sent,
  not_sent: batch.invalid_count,
  sent_by: batch.sent_by_name ?? null,
});

/** GET /auth/get-sent-emails (new): the company's latest bulk email sends, newest first. */
export async function sentEmails(ctx: RequestContext): Promise<SentEmailView[]> {
  const { data } = await ctx.db.entities.emailBatch.query
    .byCompany({ emis: ctx.tenant.emis })
    .go({ limit: SENT_EMAILS_LISTED, order: 'desc' });
  return data.map(sentEmailView);
}
