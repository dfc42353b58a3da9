import { ulid } from 'ulid';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { stamp, type Anonymous, type RequestContext } from '../kernel/context';
import { isConditionFailed, transaction } from '../kernel/transaction';
import { findCheckout, type Settlement } from '../payments';
import { refundOwedStep } from '../refunds';
import { createCompanyRecords, type FirstManager } from './company';
import { sendNextSteps } from './next-steps';
import { readOnboarding, type OnboardingRecord } from './start';

/** The first manager as the onboarding recorded them. */
function managerOf(record: OnboardingRecord, now: string): FirstManager {
  if (record.manager_user_id) return { kind: 'existing', userId: record.manager_user_id };
  if (!record.password_hash) return { kind: 'none' };
  return {
    kind: 'new',
    user: {
      userId: ulid(),
      name: record.manager_name,
      email: record.manager_email,
      phone_number: record.manager_phone,
      password_hash: record.password_hash,
      created_at: now,
    },
  };
}

/**
 * Makes the paid onboarding's company in one transaction (company.ts) that also marks the
 * onboarding `created` and forgets the password hash. Made already (a concurrent delivery):
 * nothing. The manager's email taken meanwhile: the manager joins with that account. The domain
 * or emis taken meanwhile (the hold ran out before the payment came): the onboarding is `failed`
 * with the reason and, in the same transaction, the payment is recorded as a refund owed (issue
 * 27) for the provider; a repeated notification finds the onboarding failed and adds nothing.
 */
async function createFromOnboarding(ctx: RequestContext<Anonymous>, record: OnboardingRecord) {
  const now = stamp(ctx);
  const company = {
    emis: record.emis,
    name: record.name,
    domain: record.site_domain,
    industry: record.industry,
    currency: record.currency,
    plan: record.plan,
    email: record.email,
    phone: record.primary_phone,
    address: record.primary_address,
    city: record.city,
    postalCode: record.postal_code,
  };
  let manager = managerOf(record, now);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const outcome = await createCompanyRecords(ctx, company, manager, now, (tx) => [
      {
        name: 'onboarding',
        write: tx.onboarding
          .patch({ token: record.token })
          .set({ status: 'created', completed_at: now })
          .remove(['password_hash', 'expires_at'])
          .where((a, op) => op.eq(a.status, 'paid'))
          .commit(),
        onFail: 'refuse',
      },
    ]);
    if (outcome.created || outcome.refused.includes('onboarding')) return;
    if (outcome.reason === 'email') {
      const holder = await ctx.deps.accounts.findUserByEmail(record.manager_email);
      if (holder) {
        ctx.log.warn('onboarding manager email taken meanwhile: joins with that account', {
          emis: record.emis,
        });
        manager = { kind: 'existing', userId: holder.userId };
        continue;
      }
    }
    const failure =
      outcome.reason === 'domain'
        ? `The domain ${record.site_domain} was taken before the payment was confirmed: the payment is to be refunded.`
        : outcome.reason === 'emis'
          ? `The company code ${record.emis} was taken before the payment was confirmed: the payment is to be refunded.`
          : 'The company could not be created: the payment is to be refunded.';
    ctx.log.error('paid onboarding could not create its company', {
      token: record.token.slice(0, 12),
      refused: outcome.refused,
    });
    const checkout = await findCheckout(ctx, PROVIDER_EMIS, record.token);
    await transaction(ctx.db, (tx) => [
      {
        name: 'onboarding',
        write: tx.onboarding
          .patch({ token: record.token })
          .set({ status: 'failed', failure, completed_at: now })
          .where((a, op) => op.eq(a.status, 'paid'))
          .commit(),
        onFail: 'refuse',
      },
      refundOwedStep(tx, {
        token: record.token,
        kind: 'sign-up',
        amount: checkout?.amount ?? record.charged_amount,
        currency: 'ZAR',
        emis: record.emis,
        companyName: record.name,
        reference: record.site_domain,
        payerName: record.manager_name,
        payerEmail: record.manager_email,
        reason: failure,
        gatewayPaymentId: checkout?.gateway_payment_id ?? '',
        at: record.paid_at ?? now,
      }),
    ]);
    return;
  }
}

/**
 * The card payment of an onboarding: the notification's transaction marks it `paid` (a
 * cancelled one too: the gateway took the money after all); `after` then makes the company
 * and sends the next-steps email, each once however often the gateway
 * repeats the notification.
 */
export const onboardingSettlement: Settlement = /* @__PURE__ */ Object.assign(
  async (
    ctx: RequestContext<Anonymous>,
    tx: Parameters<Settlement>[1],
    checkout: Parameters<Settlement>[2],
    paid: Parameters<Settlement>[3],
  ) => {
    const record = await readOnboarding(ctx, checkout.token);
    if (!record || (record.status !== 'pending' && record.status !== 'cancelled'))
      return { steps: [] };
    return {
      steps: [
        {
          name: 'onboarding',
          write: tx.onboarding
            .patch({ token: checkout.token })
            .set({ status: 'paid', paid_at: paid.at })
            .where((a, op) => `${op.eq(a.status, 'pending')} OR ${op.eq(a.status, 'cancelled')}`)
            .commit(),
          onFail: 'retry' as const,
        },
      ],
    };
  },
  {
    after: async (ctx: RequestContext<Anonymous>, checkout: Parameters<Settlement>[2]) => {
      let record = await readOnboarding(ctx, checkout.token);
      if (record?.status === 'paid') {
        await createFromOnboarding(ctx, record);
        record = await readOnboarding(ctx, checkout.token);
      }
      if (record?.status !== 'created' || record.emailed_at) return;
      // One email for the company, whatever the number of deliveries: the first to mark it
      // sends it. Two deliveries at once both read "not emailed" and each sent one (seen in a
      // full run); the mark is a conditional write, so only one of them wins it.
      const onboarding = ctx.db.entities.onboarding;
      try {
        await onboarding
          .patch({ token: checkout.token })
          .set({ emailed_at: stamp(ctx) })
          .where((a, op) => op.notExists(a.emailed_at))
          .go({ response: 'none' });
      } catch (error) {
        if (isConditionFailed(error)) return;
        throw error;
      }
      try {
        // The domain's distribution tenant is requested by the manager's first look at Site
        // Domain (get-domain-status), which the email sends them to, not here: the CloudFront
        // client would make this function's bundle, which every card payment loads, 930 KB.
        await sendNextSteps(ctx, {
          emis: record.emis,
          name: record.name,
          domain: record.site_domain,
          plan: record.plan,
          managerName: record.manager_name,
          managerEmail: record.manager_email,
          status: undefined,
        });
      } catch (error) {
        // Not sent: the mark goes, so that the gateway's next delivery sends it.
        await onboarding
          .patch({ token: checkout.token })
          .remove(['emailed_at'])
          .go({ response: 'none' });
        throw error;
      }
    },
  },
);
