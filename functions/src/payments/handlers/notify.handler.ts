import { notificationBody } from '@shared/payments/schemas';
import { defineHandler, textReply } from '../../platform/handler';
import { feesSettlement } from '../../school';
import { confirmPaidOrder, storeSettlement } from '../../store';
import { receiveNotification } from '../notify';

/** A paid store order's confirmation to its buyer (sent once, whatever the deliveries). */
async function confirmStoreOrder(
  ctx: Parameters<typeof receiveNotification>[0],
  fields: ReadonlyArray<readonly [string, string]>,
) {
  const token = fields.find(([name]) => name === 'm_payment_id')?.[1]?.trim() ?? '';
  const { data: checkout } = await ctx.db.entities.checkout.get({ token }).go();
  if (checkout?.purpose === 'store' && checkout.order_id)
    await confirmPaidOrder(ctx, checkout.emis, checkout.order_id).catch((error: unknown) =>
      ctx.log.error('store confirmation failed', { error: String(error) }),
    );
}

/** The card gateway's notification: checked, applied once, answered 200 'OK' (replays too). */
export const handler = defineHandler(
  'POST /payments/notify',
  { body: notificationBody },
  async ({ ctx, body }) => {
    const outcome = await receiveNotification(ctx, body.fields, {
      fees: feesSettlement,
      store: storeSettlement,
    });
    if (outcome === 'applied') await confirmStoreOrder(ctx, body.fields);
    return textReply(200, 'OK', 'text/plain; charset=utf-8');
  },
);
