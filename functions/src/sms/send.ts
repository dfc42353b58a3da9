import { ulid } from 'ulid';
import { SMS_MESSAGES, notEnoughCredits } from '@shared/sms/messages';
import type { InvalidRecipient, SendBulkSmsBody, SendSmsReply } from '@shared/sms/schemas';
import { smsSegments } from '@shared/sms/segments';
import { formatDateTime } from '@shared/time/sast';
import { smsClientKey } from './entities/sms-message.entity';
import {
  commit,
  transaction,
  TRANSACTION_LIMIT,
  type RequestKey,
  type Step,
  type TxEntities,
} from '../kernel/transaction';
import { reply, type Reply } from '../platform/reply';
import { actorOf, type RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { readBalance, settleDelivery, spendSteps } from './credits';
import { smsError } from './errors';
import { eachLimited } from '../kernel/concurrency';
import { resolveRecipients, type Recipient } from './recipients';
import { messageView, type SmsMessageRecord } from './views';

export type SendPlan = {
  batchId: string;
  title: string;
  body: string;
  recipients: Recipient[];
  invalid: InvalidRecipient[];
  campaignId?: string;
  /**
   * Extra steps of the same transaction (a campaign's advance, named 'campaign'): one of them
   * refused makes the send `stale`.
   */
  extra?: (tx: TxEntities) => Step[];
  /** The caller's request (a send from the screen): a repeat answers like a resent batch id. */
  request?: RequestKey;
};

export type SendOutcome =
  | { kind: 'sent'; reply: SendSmsReply }
  | { kind: 'duplicate'; reply: SendSmsReply }
  | { kind: 'insufficient'; balance: number; needed: number }
  | { kind: 'stale' };

/** Transactions hold at most 100 writes: the first also holds the spend, batch and extras. */
const TX_LIMIT = TRANSACTION_LIMIT;
/** Provider calls in flight at once for one send. */
const SEND_CONCURRENCY = 8;
/** Fifty sends at once on one balance: when the runner's attempts run out. */
const BUSY = { busy: smsError('busy') };

async function replayOf(ctx: RequestContext, batchId: string): Promise<SendSmsReply> {
  const db = ctx.db;
  const { data: batch } = await db.entities.smsBatch
    .get({ emis: ctx.emis, id: batchId })
    .go({ consistent: true });
  const ids = batch?.message_ids ?? [];
  const { data } = ids.length
    ? await db.entities.smsMessage.get(ids.map((id) => ({ emis: ctx.emis, id }))).go()
    : { data: [] as SmsMessageRecord[] };
  return {
    status: 'success',
    message: SMS_MESSAGES.smsSent,
    duplicate: true,
    batchId,
    messages: data.map(messageView),
    invalid: batch?.invalid ? (JSON.parse(batch.invalid) as InvalidRecipient[]) : [],
    segments: batch?.segments ?? 0,
    charged: 0,
    refunded: 0,
    credits: await readBalance(db, ctx.emis),
  };
}

/**
 * Sends one message to every recipient of `plan`. The spend (conditional on the balance), its
 * ledger entry, the batch marker (once per batch id), the plan's extra writes and the message
 * records are one transaction, so a send the balance cannot pay for writes and sends nothing,
 * and no concurrent send can take the balance below zero. Messages go to the provider only
 * after that commit; each is then marked delivered or rejected, and rejected ones refunded.
 */
export async function sendPlan(ctx: RequestContext, plan: SendPlan): Promise<SendOutcome> {
  const { db, sms, clock } = ctx.deps;
  const emis = ctx.emis;
  const now = formatDateTime(clock.now());
  const segments = smsSegments(plan.body);
  const needed = segments * plan.recipients.length;
  const records: SmsMessageRecord[] = plan.recipients.map((r) => ({
    emis,
    id: ulid(),
    batch_id: plan.batchId,
    to: r.to,
    name: r.name ?? undefined,
    recipient_kind: r.kind,
    recipient_id: r.id ?? undefined,
    title: plan.title,
    body: plan.body,
    segments,
    credits: segments,
    status: 'sent',
    campaign_id: plan.campaignId,
    sent_by: actorOf(ctx)?.userId,
    created_at: now,
  }));
  const PERSON_KINDS = new Set(['client', 'staff', 'user']);
  const put = (tx: TxEntities, record: SmsMessageRecord): Step => ({
    name: `message ${record.id}`,
    write: tx.smsMessage
      .create({
        ...record,
        // A person's messages by their id (clients, staff and users: a POPIA export reads them).
        ...(PERSON_KINDS.has(record.recipient_kind ?? '') && record.recipient_id
          ? { client_key: smsClientKey(emis, record.recipient_id), client_sort: record.id }
          : {}),
      })
      .commit(),
  });

  let firstCount = 0;
  const extraNames = new Set<string>();
  const spent = await transaction(
    db,
    (tx) => {
      const extra = plan.extra?.(tx) ?? [];
      for (const step of extra) extraNames.add(step.name);
      const head: Step[] = [
        ...spendSteps(tx, emis, {
          credits: needed,
          messages: records.length,
          ref: plan.batchId,
          by: actorOf(ctx)?.userId,
          now,
        }),
        {
          // The batch id is the send's idempotency key: taken means this send was made already.
          name: 'batch',
          onFail: 'refuse',
          write: tx.smsBatch
            .create({
              emis,
              id: plan.batchId,
              title: plan.title,
              message_ids: records.map((r) => r.id),
              invalid: JSON.stringify(plan.invalid),
              segments,
              charged: needed,
              campaign_id: plan.campaignId,
              sent_by: actorOf(ctx)?.userId,
              created_at: now,
            })
            .commit(),
        },
        ...extra,
      ];
      const first = records.slice(0, TX_LIMIT - head.length);
      firstCount = first.length;
      return [...head, ...first.map((record) => put(tx, record))];
    },
    { ...BUSY, request: plan.request },
  );
  if (spent.written && spent.replayed)
    return { kind: 'duplicate', reply: await replayOf(ctx, plan.batchId) };
  if (!spent.written) {
    const refused = spent.refused;
    if (refused.includes('batch'))
      return { kind: 'duplicate', reply: await replayOf(ctx, plan.batchId) };
    if (refused.some((name) => extraNames.has(name))) return { kind: 'stale' };
    return { kind: 'insufficient', balance: await readBalance(db, emis), needed };
  }

  // The rest of a large send's records: the credits are already spent for them.
  for (let at = firstCount; at < records.length; at += TX_LIMIT) {
    const chunk = records.slice(at, at + TX_LIMIT);
    await commit(db, (tx) => chunk.map((record) => put(tx, record)));
  }

  let delivered = 0;
  let rejected = 0;
  await eachLimited(records, SEND_CONCURRENCY, async (record) => {
    let status: SmsMessageRecord['status'];
    let providerId: string | undefined;
    let error: string | undefined;
    try {
      const result = await sms.send({
        to: record.to,
        body: record.body,
        title: record.title,
        tenant: emis,
      });
      status = result.status;
      providerId = result.id;
    } catch (cause) {
      status = 'rejected';
      error = cause instanceof Error ? cause.message.slice(0, 300) : 'Rejected';
    }
    if (status === 'delivered') delivered += 1;
    if (status === 'rejected') rejected += 1;
    record.status = status;
    record.provider_id = providerId;
    await db.entities.smsMessage
      .patch({ emis, id: record.id })
      .set({
        status,
        updated_at: formatDateTime(clock.now()),
        ...(providerId ? { provider_id: providerId } : {}),
        ...(error ? { error } : {}),
      })
      .go({ response: 'none' });
  });
  const refunded = rejected * segments;
  await settleDelivery(db, emis, { delivered, rejected, refund: refunded, ref: plan.batchId, now });

  return {
    kind: 'sent',
    reply: {
      status: 'success',
      message: SMS_MESSAGES.smsSent,
      duplicate: false,
      batchId: plan.batchId,
      messages: records.map(messageView),
      invalid: plan.invalid,
      segments,
      charged: needed - refunded,
      refunded,
      credits: await readBalance(db, emis),
    },
  };
}

/** The refusal of a send: the spec's balance-and-provider message, and the invalid numbers. */
export const refusal = (balance: number, needed: number, invalid: InvalidRecipient[]) =>
  reply(400, { error: notEnoughCredits(balance, needed), credits: balance, needed, invalid });

export const noRecipients = (invalid: InvalidRecipient[]) =>
  reply(400, { error: SMS_MESSAGES.noRecipients, invalid });

/** POST /auth/send-bulk-sms. */
export async function sendBulkSms(
  ctx: RequestContext,
  body: SendBulkSmsBody,
): Promise<SendSmsReply | Reply> {
  const { recipients, invalid } = await resolveRecipients(ctx.db, ctx.emis, body);
  if (recipients.length === 0) return noRecipients(invalid);
  const request = requestOf(ctx);
  const outcome = await sendPlan(ctx, {
    // The request id names the batch when the draft has no id of its own.
    batchId: body.sentSMSID ?? request?.id ?? ulid(),
    request,
    title: body.noteTitle,
    body: body.noteBody,
    recipients,
    invalid,
  });
  if (outcome.kind === 'insufficient') return refusal(outcome.balance, outcome.needed, invalid);
  if (outcome.kind === 'stale') throw new Error('A send without extra writes cannot be stale');
  return outcome.reply;
}
