import type { EntityItem } from 'electrodb';
import { PROVIDER_EMIS } from '@shared/company/provider';
import type { MarkRefundedBody, RefundOwedView, RefundsQuery } from '@shared/refunds/schemas';
import { PLATFORM_MESSAGES } from '@shared/messages';
import { stamp, type RequestContext } from '../kernel/context';
import { checkedCursor, type ListPage } from '../kernel/pager';
import { transaction } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import type { RefundOwedEntity } from './entities/refund-owed.entity';

type RefundRecord = EntityItem<typeof RefundOwedEntity>;

const INDEX_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/** The provider's own (super admins of baron-007); another company's site has no such route. */
function providerOnly(ctx: RequestContext) {
  if (ctx.emis !== PROVIDER_EMIS) throw new AppError(404, PLATFORM_MESSAGES.unknownSite);
}

const noRefund = () => new AppError(404, 'There is no such refund owed');

export const refundView = (r: RefundRecord): RefundOwedView => ({
  id: r.id,
  status: r.status,
  kind: r.kind,
  amount: r.amount,
  currency: r.currency,
  emis: r.emis,
  company_name: r.company_name,
  reference: r.reference,
  payer_name: r.payer_name,
  payer_email: r.payer_email,
  reason: r.reason,
  gateway_payment_id: r.gateway_payment_id,
  created_at: r.created_at,
  refunded_at: r.refunded_at ?? null,
  refunded_by: r.refunded_by ?? null,
  note: r.note ?? null,
});

/** refunds-owed ?status=owed|refunded: the provider's list, a page at a time, newest first. */
export async function listRefunds(
  ctx: RequestContext,
  q: RefundsQuery,
): Promise<ListPage<RefundOwedView>> {
  providerOnly(ctx);
  const partition = { field: 'gsi1pk', value: `refunds_owed#${q.status}` };
  const cursor = checkedCursor(q.cursor, partition, INDEX_KEYS) ?? null;
  const { data, cursor: next } = await ctx.db.entities.refundOwed.query
    .byStatus({ status: q.status })
    .go({ cursor, limit: q.limit, order: 'desc' });
  return { rows: data.map(refundView), cursor: next };
}

/**
 * mark-refunded: the provider made the refund at the gateway and says how. The whole item is put
 * back with the new status (its list key follows), on condition that it is still owed; marking
 * one already refunded answers it as it is (a repeat changes nothing).
 */
export async function markRefunded(
  ctx: RequestContext,
  body: MarkRefundedBody,
): Promise<RefundOwedView> {
  providerOnly(ctx);
  const user = await ctx.deps.accounts.getUser(ctx.caller.userId);
  const result = await transaction(ctx.db, async (tx) => {
    const { data } = await ctx.db.entities.refundOwed.get({ id: body.id }).go({ consistent: true });
    if (!data) throw noRefund();
    if (data.status === 'refunded') return { steps: [], value: data };
    const next: RefundRecord = {
      ...data,
      status: 'refunded',
      refunded_at: stamp(ctx),
      refunded_by: user?.name ?? user?.email ?? ctx.caller.userId,
      note: body.note,
    };
    return {
      value: next,
      steps: [
        {
          name: 'refund',
          write: tx.refundOwed
            .put(next)
            .where((a, op) => op.eq(a.status, 'owed'))
            .commit(),
          onFail: 'retry',
        },
      ],
    };
  });
  if (!result.written) throw noRefund();
  return refundView(result.value);
}
