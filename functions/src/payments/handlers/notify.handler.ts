import { notificationBody } from '@shared/payments/schemas';
import { defineHandler, textReply } from '../../platform/handler';
import { invoiceSettlement } from '../../documents';
import { onboardingSettlement } from '../../onboarding';
import { planSettlement } from '../../plans';
import { feesSettlement } from '../../school';
import { storeSettlement } from '../../store';
import { receiveNotification } from '../notify';

/** The card gateway's notification: checked, applied once, answered 200 'OK' (replays too). */
export const handler = defineHandler(
  'POST /payments/notify',
  { body: notificationBody },
  async ({ ctx, body }) => {
    await receiveNotification(ctx, body.fields, {
      fees: feesSettlement,
      invoice: invoiceSettlement,
      onboarding: onboardingSettlement,
      plan: planSettlement,
      store: storeSettlement,
    });
    return textReply(200, 'OK', 'text/plain; charset=utf-8');
  },
);
