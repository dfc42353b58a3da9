import { formatAmount } from '@shared/money/money';
import {
  featuresLost,
  fitMessage,
  upgradeQuote,
  daysInPlanYear,
  type BillingView,
  type PlanCheckoutReply,
  type PlanCheckoutView,
  type PlanOption,
  type PlanPaymentView,
} from '@shared/plans/billing';
import { PLAN_NAMES, PLAN_TERMS, termsOf, type PlanName } from '@shared/plans/entitlements';
import { daysLeft, graceEnds, renewedUntil, standingOf } from '@shared/plans/standing';
import { formatDate } from '@shared/time/sast';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type { EntityItem } from 'electrodb';
import type { CompanyRecord } from '../db/records';
import { paidUntilKeys } from '../db/entities/company.entity';
import type { Database } from '../db/service';
import { readCounter } from '../kernel/counter';
import { stamp, type RequestContext } from '../kernel/context';
import { pageOf } from '../kernel/pager';
import type { Step } from '../kernel/transaction';
import type { Clock } from '../platform/ports';
import { AppError } from '../platform/errors';
import { findCheckout, newCheckoutToken, startCheckout, type Settlement } from '../payments';
import type { PlanPaymentEntity } from './entities/plan-payment.entity';
import { plansError } from './errors';
import { planChangeRevenueSteps } from '../provider';

type PlanPaymentRecord = EntityItem<typeof PlanPaymentEntity>;

/** Today in Johannesburg, by the clock given (never the machine's). */
export const todayOf = (clock: Clock): string => formatDate(clock.now());

export const planOf = (company: Pick<CompanyRecord, 'plan'>): PlanName =>
  (PLAN_NAMES as readonly string[]).includes(company.plan ?? '')
    ? (company.plan as PlanName)
    : 'Standard';

/**
 * Users in use: the kernel counter `users` (kept by the users domain); a company whose counter
 * was never written reads 0.
 */
export const usersInUse = async (db: Database, emis: string): Promise<number> =>
  (await readCounter(db, emis, 'users')).value;

/**
 * What the next renewal charges and gives: a scheduled downgrade when the company fits it, else
 * the current plan (and why the downgrade will not apply).
 */
export function renewalTerms(
  company: Pick<CompanyRecord, 'plan' | 'plan_at_renewal'>,
  users: number,
): { plan: PlanName; cents: number; blocked: string | null } {
  const current = planOf(company);
  const wanted = company.plan_at_renewal;
  if (wanted && wanted !== current) {
    const change = fitMessage(wanted, users);
    if (!change) return { plan: wanted, cents: PLAN_TERMS[wanted].priceCents, blocked: null };
    return { plan: current, cents: PLAN_TERMS[current].priceCents, blocked: change };
  }
  return { plan: current, cents: PLAN_TERMS[current].priceCents, blocked: null };
}

/** The company as the request read it, else read now. */
async function companyOf(ctx: RequestContext): Promise<CompanyRecord> {
  const company = await ctx.tenant.company.get();
  if (!company) throw new AppError(404, 'Company not found');
  return company;
}

/** GET /auth/plans/billing: the screen's whole view. */
export async function billingView(ctx: RequestContext): Promise<BillingView> {
  const company = await companyOf(ctx);
  const users = await usersInUse(ctx.db, ctx.emis);
  const today = todayOf(ctx.clock);
  const plan = planOf(company);
  const paidUntil = company.paid_until ?? null;
  const renewal = renewalTerms(company, users);
  const inYear = paidUntil !== null && daysLeft(paidUntil, today) > 0;
  const upgrades: PlanOption[] = PLAN_NAMES.filter(
    (p) => PLAN_TERMS[p].rank > PLAN_TERMS[plan].rank,
  ).map((p) => ({
    plan: p,
    priceCents: PLAN_TERMS[p].priceCents,
    cents: inYear ? upgradeQuote(plan, p, paidUntil, today).cents : 0,
    change: inYear ? null : 'Renew first: the plan year has ended.',
    loses: [],
  }));
  const downgrades: PlanOption[] = PLAN_NAMES.filter(
    (p) => PLAN_TERMS[p].rank < PLAN_TERMS[plan].rank,
  ).map((p) => ({
    plan: p,
    priceCents: PLAN_TERMS[p].priceCents,
    cents: PLAN_TERMS[p].priceCents,
    change: fitMessage(p, users),
    loses: featuresLost(plan, p),
  }));
  return {
    plan,
    priceCents: PLAN_TERMS[plan].priceCents,
    paidUntil,
    today,
    standing: standingOf(company, today),
    closingAt: company.closing_at?.slice(0, 10) ?? null,
    graceUntil: paidUntil ? graceEnds(paidUntil) : null,
    daysLeft: paidUntil ? daysLeft(paidUntil, today) : null,
    daysInYear: paidUntil ? daysInPlanYear(paidUntil) : null,
    usersInUse: users,
    userLimit: termsOf(plan).userLimit,
    renewal: { ...renewal, until: paidUntil ? renewedUntil(paidUntil) : null },
    planAtRenewal: company.plan_at_renewal ?? null,
    upgrades,
    downgrades,
  };
}

/** Starts a plan checkout: the order (what it buys) first, then the checkout the gateway pays. */
async function startPlanCheckout(
  ctx: RequestContext,
  company: CompanyRecord,
  order: { kind: 'renewal' | 'upgrade'; cents: number; planTo: PlanName; itemName: string },
): Promise<PlanCheckoutReply> {
  const token = newCheckoutToken();
  await ctx.db.entities.planOrder
    .create({
      token,
      emis: ctx.emis,
      kind: order.kind,
      cents: order.cents,
      plan_from: planOf(company),
      plan_to: order.planTo,
      paid_until_from: company.paid_until!,
      created_by: ctx.caller.userId,
      created_at: stamp(ctx),
    })
    .go();
  const started = await startCheckout(ctx, {
    emis: ctx.emis,
    domain: company.domain,
    purpose: 'plan',
    amount: order.cents,
    itemName: order.itemName,
    itemDescription: `${company.name} (${ctx.emis})`,
    returnPath: '/plan-and-billing',
    cancelPath: '/plan-and-billing?cancelled=1',
    createdBy: ctx.caller.userId,
    token,
  });
  return { ...started, cents: order.cents };
}

/** POST /auth/plans/renew: one year more, at the renewal plan's price. */
export async function startRenewal(ctx: RequestContext): Promise<PlanCheckoutReply> {
  const company = await companyOf(ctx);
  if (!company.paid_until) throw plansError('noDate');
  const renewal = renewalTerms(company, await usersInUse(ctx.db, ctx.emis));
  return startPlanCheckout(ctx, company, {
    kind: 'renewal',
    cents: renewal.cents,
    planTo: renewal.plan,
    itemName: `Kantoor ${renewal.plan} plan: renewal to ${renewedUntil(company.paid_until)}`,
  });
}

/** POST /auth/plans/upgrade {plan}: the days left of the plan year at the higher plan's price. */
export async function startUpgrade(ctx: RequestContext, to: PlanName): Promise<PlanCheckoutReply> {
  const company = await companyOf(ctx);
  const from = planOf(company);
  if (PLAN_TERMS[to].rank <= PLAN_TERMS[from].rank) throw plansError('notHigher');
  if (!company.paid_until) throw plansError('noDate');
  const today = todayOf(ctx.clock);
  const quote = upgradeQuote(from, to, company.paid_until, today);
  if (quote.daysLeft <= 0 || quote.cents <= 0) throw plansError('noPlanYear');
  return startPlanCheckout(ctx, company, {
    kind: 'upgrade',
    cents: quote.cents,
    planTo: to,
    itemName: `Kantoor upgrade ${from} to ${to}: ${quote.daysLeft} days to ${company.paid_until}`,
  });
}

/**
 * POST /auth/plans/downgrade {plan}: the plan for the next renewal. Refused (409, saying what
 * to change) while the company does not fit it; it takes effect at the renewal payment.
 */
export async function scheduleDowngrade(ctx: RequestContext, to: PlanName) {
  const company = await companyOf(ctx);
  if (PLAN_TERMS[to].rank >= PLAN_TERMS[planOf(company)].rank) throw plansError('notLower');
  const change = fitMessage(to, await usersInUse(ctx.db, ctx.emis));
  if (change) throw new AppError(409, change);
  await ctx.db.entities.company
    .patch({ emis: ctx.emis })
    .set({ plan_at_renewal: to, updated_at: stamp(ctx) })
    .go({ response: 'none' });
  return billingView(ctx);
}

/** POST /auth/plans/cancel-downgrade: the next renewal stays on the current plan. */
export async function cancelDowngrade(ctx: RequestContext) {
  await ctx.db.entities.company
    .patch({ emis: ctx.emis })
    .remove(['plan_at_renewal'])
    .go({ response: 'none' });
  return billingView(ctx);
}

const paymentView = (p: PlanPaymentRecord): PlanPaymentView => ({
  id: p.id,
  kind: p.kind,
  cents: p.cents,
  reference: p.reference,
  planFrom: p.plan_from,
  planTo: p.plan_to,
  paidUntilFrom: p.paid_until_from,
  paidUntilTo: p.paid_until_to,
  createdAt: p.created_at,
});

/** GET /auth/plans/payments: the company's plan payments, newest first, a page at a time. */
export async function planPayments(
  ctx: RequestContext,
  q: ListQuery,
): Promise<ListPage<PlanPaymentView>> {
  const query = ctx.db.entities.planPayment.query.byCompany({ emis: ctx.emis });
  return pageOf(
    { go: (options) => query.go({ ...options, order: 'desc' }) },
    { field: 'pk', value: `${ctx.emis}#plan_payment` },
    q,
    (rows) => rows.map(paymentView),
  );
}

/** GET /auth/plans/checkout?token=: a plan checkout of this company (the return page polls it). */
export async function planCheckout(ctx: RequestContext, token: string): Promise<PlanCheckoutView> {
  const [{ data: order }, checkout] = await Promise.all([
    ctx.db.entities.planOrder.get({ token }).go({ consistent: true }),
    findCheckout(ctx, ctx.emis, token),
  ]);
  if (!order || !checkout || order.emis !== ctx.emis || checkout.purpose !== 'plan')
    throw plansError('noCheckout');
  return {
    token,
    kind: order.kind,
    status: checkout.status,
    cents: order.cents,
    plan: order.plan_to,
  };
}

/**
 * The settlement of a plan checkout, in the card notification's transaction (payments/notify.ts
 * receiveNotification): the company's new date or plan and the plan payment, all or nothing.
 * A renewal moves paid_until exactly one year from the date it has now (renewedUntil), gives the
 * order's plan (a downgrade that fitted when it was started) and clears the downgrade and the
 * reminders; an upgrade gives the higher plan and leaves the date. The company write holds only
 * if its date and plan are still the ones read (else the transaction is planned again). The
 * checkout turns complete in the same transaction, so a replayed notification changes nothing.
 */
export const planSettlement: Settlement = async (ctx, tx, checkout, paid) => {
  const [{ data: order }, { data: company }] = await Promise.all([
    ctx.db.entities.planOrder.get({ token: checkout.token }).go({ consistent: true }),
    ctx.db.entities.company.get({ emis: checkout.emis }).go({ consistent: true }),
  ]);
  if (!order || !company || order.emis !== checkout.emis) {
    ctx.log.error('plan checkout without its order or company', { token: checkout.token });
    return { steps: [] };
  }
  const emis = checkout.emis;
  const current = planOf(company);
  const from = company.paid_until ?? order.paid_until_from;
  const renewal = order.kind === 'renewal';
  const until = renewal ? renewedUntil(from) : from;
  const planTo = order.plan_to as PlanName;
  // An upgrade paid after another one already gave as much leaves the plan as it is.
  const plan = renewal || PLAN_TERMS[planTo].rank > PLAN_TERMS[current].rank ? planTo : current;
  const id = `${paid.at}#${checkout.token}`;
  const patch = tx.company
    .patch({ emis })
    .set({ ...paidUntilKeys(emis, until), plan, updated_at: paid.at });
  const companyStep: Step = {
    name: 'company plan year',
    write: (renewal
      ? patch.remove(['plan_at_renewal', 'renewal_reminded_for', 'renewal_reminded_days'])
      : patch
    )
      .where(
        (a, op) =>
          `${company.paid_until ? op.eq(a.paid_until, company.paid_until) : op.notExists(a.paid_until)} AND ${op.eq(a.plan, current)}`,
      )
      .commit(),
    onFail: 'retry',
  };
  const paymentStep: Step = {
    name: 'plan payment',
    write: tx.planPayment
      .create({
        emis,
        id,
        kind: order.kind,
        cents: checkout.amount,
        reference: paid.gatewayPaymentId,
        checkout_token: checkout.token,
        plan_from: current,
        plan_to: plan,
        paid_until_from: from,
        paid_until_to: until,
        created_by: order.created_by,
        created_at: paid.at,
      })
      .commit(),
    onFail: 'refuse',
  };
  // THE place a confirmed renewal or upgrade is committed: the provider's yearly revenue moves
  // with a plan change in the same transaction (one with the checkout's completion).
  const revenue = plan === current ? [] : planChangeRevenueSteps(tx, current, plan);
  return { steps: [companyStep, paymentStep, ...revenue], paymentId: id };
};

/** The amount as the emails and item names write it: R1,399.00. */
export const rands = (cents: number): string => `R${formatAmount(cents)}`;
