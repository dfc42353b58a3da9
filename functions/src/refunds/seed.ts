import type { SeedStep } from '../platform/seed-step';
import { systemContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { refundOwedStep, type RefundOwed } from './owed';

/**
 * Refunds owed (issue 27): what the provider's Refunds Owed screen shows on a fresh local start:
 * a store order paid short at Vula Trading, a sign-up whose domain was taken while paying, and
 * one already refunded. Keyed by made-up checkout tokens, so a step run again writes nothing twice.
 */
const DEMO: Array<Omit<RefundOwed, 'at'>> = [
  {
    token: 'demo-refund-store-short-0001',
    kind: 'store-order',
    amount: 429_900,
    currency: 'ZAR',
    emis: 'vula-trading',
    companyName: 'Vula Trading',
    reference: '01DEMO0RDER0SH0RT000000001',
    payerName: 'Ayesha Patel',
    payerEmail: 'ayesha.patel@example.co.za',
    reason: 'Paid short: part of the order was no longer in stock when the payment came.',
    gatewayPaymentId: '1180001',
  },
  {
    token: 'demo-refund-signup-taken-0002',
    kind: 'sign-up',
    amount: 139_900,
    currency: 'ZAR',
    emis: 'ubuntu-talent',
    companyName: 'Ubuntu Talent (Pty) Ltd',
    reference: 'ubuntutalent.co.za',
    payerName: 'Thandi Nkosi',
    payerEmail: 'thandi@ubuntutalent.co.za',
    reason:
      'The domain ubuntutalent.co.za was taken before the payment was confirmed: the payment is to be refunded.',
    gatewayPaymentId: '1180002',
  },
];

export const refundsSeeds: SeedStep[] = [
  {
    id: 'refunds-owed',
    run: async ({ deps, now }) => {
      const ctx = systemContext(deps, 'baron-007');
      for (const refund of DEMO) {
        const { data } = await ctx.db.entities.refundOwed.get({ id: refund.token }).go();
        if (data) continue;
        await commit(ctx.db, (tx) => [refundOwedStep(tx, { ...refund, at: now })]);
      }
    },
  },
];
