import type { DeliveryReceiptsBody, DeliveryReceiptsReply } from '@shared/sms/schemas';
import { formatDateTime } from '@shared/time/sast';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { settleDelivery } from './credits';
import { smsError } from './errors';
import type { RequestContext } from '../kernel/context';
import { eachLimited } from '../kernel/concurrency';
import { isConditionFailed } from '../kernel/transaction';

const CONCURRENCY = 8;
const SUPER_ADMIN = 11;

/**
 * update-messages-table-with-sent-messages: delivery receipts for a company's messages (the
 * SMS provider's delivery report; `origin` names it). Only Kantoor's super admins post them: a
 * company's own admin could otherwise mark its messages rejected and take its credits back. A receipt moves a message from `sent` to
 * `delivered` or `rejected` once, by a conditional write: a repeated or late receipt changes
 * nothing, so the counts never double. Rejected messages get their credits back, with a refund
 * entry. Ids of no message of this company (another company's included) come back as unknown.
 * The browser cannot report its own sends here: the server records every message as it sends.
 */
export async function applyReceipts(
  ctx: RequestContext,
  body: DeliveryReceiptsBody,
): Promise<DeliveryReceiptsReply> {
  if (ctx.caller?.emis !== PROVIDER_EMIS || ctx.caller.alevel < SUPER_ADMIN)
    throw smsError('receiptsProviderOnly');
  const emis = body.emis ?? ctx.emis;
  const db = ctx.db;
  const now = formatDateTime(ctx.deps.clock.now());
  let delivered = 0;
  let rejected = 0;
  let refund = 0;
  let unchanged = 0;
  const unknown = new Set<string>();
  await eachLimited(body.messages, CONCURRENCY, async (receipt) => {
    try {
      const { data: before } = await db.entities.smsMessage
        .patch({ emis, id: receipt.id })
        .set({
          status: receipt.status,
          updated_at: now,
          receipt_origin: body.origin,
          ...(receipt.status === 'rejected' ? { error: receipt.error || 'Rejected' } : {}),
        })
        .where((a, op) => op.eq(a.status, 'sent'))
        .go({ response: 'all_old' });
      if (receipt.status === 'delivered') delivered += 1;
      else {
        rejected += 1;
        refund += before?.credits ?? 0;
      }
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const { data } = await db.entities.smsMessage.get({ emis, id: receipt.id }).go();
      if (data) unchanged += 1;
      else unknown.add(receipt.id);
    }
  });
  await settleDelivery(db, emis, {
    delivered,
    rejected,
    refund,
    ref: `receipts:${body.origin}`.slice(0, 120),
    now,
  });
  return {
    status: 'success',
    updated: delivered + rejected,
    unchanged,
    // In the report's order, whatever order the concurrent writes finished in.
    unknown: [...new Set(body.messages.map((m) => m.id))].filter((id) => unknown.has(id)),
    refunded: refund,
  };
}
