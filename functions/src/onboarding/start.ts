import { cancelCheckout, cancelCheckoutStep } from '../payments';
import { passwordProblem } from '@shared/auth/password-policy';
import { PROVIDER_EMIS } from '@shared/company/provider';
import type {
  OnboardCompanyBody,
  OnboardCompanyReply,
  OnboardingView,
} from '@shared/onboarding/schemas';
import type { EntityItem } from 'electrodb';
import { checkPassword } from '../auth';
import type { OnboardingEntity } from './entities/onboarding.entity';
import { stamp, type OnSite, type RequestContext } from '../kernel/context';
import { transaction, type Step } from '../kernel/transaction';
import { startCheckout } from '../payments';
import { AppError, platformError } from '../platform/errors';
import {
  checkDomainFree,
  chooseEmis,
  epochOf,
  HOLD_SECONDS,
  holdStep,
  releaseSteps,
} from './claims';
import { onboardingError } from './errors';
import { planPrice } from './price';

export type OnboardingRecord = EntityItem<typeof OnboardingEntity>;

const HOUR = 3600;
/** Sign-ups one address may start in an hour. */
const STARTS_PER_HOUR = 20;
/** Sign-ups the provider's site takes in an hour from all addresses together. */
export const STARTS_PER_SITE_PER_HOUR = 200;

/** A pending onboarding (and the password hash it keeps) is removed after this many days. */
const PENDING_DAYS = 30;

/** The provider's own site is where companies sign up; elsewhere the route is not there. */
function providerOnly(ctx: RequestContext<OnSite>) {
  if (ctx.emis !== PROVIDER_EMIS) throw onboardingError('providerOnly');
}

/** A site domain the mode can serve: `.localhost` names only on a local Kantoor. */
export function checkDomainForMode(ctx: RequestContext<object>, domain: string) {
  const local = domain === 'localhost' || domain.endsWith('.localhost');
  if (local && ctx.deps.config.mode !== 'local')
    throw onboardingError('localDomain', { fields: { site_domain: 'Not a public domain' } });
}

/**
 * onboarding-new-company: the new company's details and its manager are kept as a pending
 * onboarding that holds the domain and emis for two hours, and the browser gets the signed card
 * checkout for the plan's yearly price (quoted in the company's currency, charged in rands).
 * Nothing else exists until the gateway confirms the payment (settlement.ts). The manager's
 * password is hashed now; a manager who already has an account proves it with that password.
 */
export async function onboardCompany(
  ctx: RequestContext<OnSite>,
  body: OnboardCompanyBody,
): Promise<OnboardCompanyReply> {
  providerOnly(ctx);
  // Each start hashes a password and holds a domain: a few an hour from one address is plenty.
  const starts = await ctx.deps.global.rates.hit(`onboard:${ctx.sourceIp}`, HOUR, ctx.clock.now());
  if (starts > STARTS_PER_HOUR)
    throw platformError('tooManyRequests', { headers: { 'retry-after': String(HOUR) } });
  // Then the site's own limit (an address over its limit does not use it up).
  const atSite = await ctx.deps.global.rates.hit(`onboard:site:${ctx.emis}`, HOUR, ctx.clock.now());
  if (atSite > STARTS_PER_SITE_PER_HOUR)
    throw platformError('tooManyRequests', { headers: { 'retry-after': String(HOUR) } });
  const domain = body.site_domain;
  checkDomainForMode(ctx, domain);
  await checkDomainFree(ctx, domain);
  const emis = await chooseEmis(ctx, body.company_emis, body.name);

  const existing = await ctx.deps.accounts.findUserByEmail(body.manager_email);
  let passwordHash: string | undefined;
  if (existing) {
    try {
      await checkPassword(ctx, body.manager_email, body.password, existing);
    } catch (error) {
      if (error instanceof AppError && error.status === 401)
        throw onboardingError('accountPassword', { fields: { password: 'Not this account' } });
      throw error;
    }
  } else {
    const problem = passwordProblem(body.password);
    if (problem) throw new AppError(400, problem, { fields: { password: problem } });
    passwordHash = await ctx.deps.passwords.hash(body.password);
  }

  const price = await planPrice(ctx, body.plan, body.currency);
  const [firstName, ...rest] = body.manager_name.split(/\s+/);
  const { token, checkout } = await startCheckout(ctx, {
    emis: PROVIDER_EMIS,
    domain: ctx.company.domain,
    purpose: 'onboarding',
    amount: price.charged.amount,
    itemName: `Kantoor ${body.plan} plan: ${body.name}`,
    itemDescription: `One year of Kantoor ${body.plan} for ${body.name} at ${domain}`,
    returnPath: '/payment-complete?kind=onboarding',
    cancelPath: '/cancel-onboarding',
    buyer: { firstName, lastName: rest.join(' ') || undefined, email: body.manager_email },
  });

  const now = epochOf(ctx);
  const until = now + HOLD_SECONDS;
  const result = await transaction(ctx.db, (tx) => [
    holdStep(tx, 'domain', domain, token, until, now),
    holdStep(tx, 'emis', emis, token, until, now),
    {
      name: 'onboarding',
      write: tx.onboarding
        .create({
          token,
          status: 'pending',
          plan: body.plan,
          emis,
          site_domain: domain,
          name: body.name,
          industry: body.industry,
          currency: body.currency,
          email: body.email,
          primary_phone: body.primary_phone,
          primary_address: body.primary_address,
          city: body.city,
          postal_code: body.postal_code,
          manager_name: body.manager_name,
          manager_email: body.manager_email,
          manager_phone: body.manager_phone,
          password_hash: passwordHash,
          manager_user_id: existing?.userId,
          price_amount: price.amount,
          price_rate: price.rate,
          price_source: price.source,
          price_as_of: price.as_of,
          charged_amount: price.charged.amount,
          created_at: stamp(ctx),
          expires_at: now + PENDING_DAYS * 24 * 3600,
        })
        .commit(),
    },
  ]);
  if (!result.written) {
    // Someone else's onboarding took the hold since the check: this checkout is never used.
    await cancelCheckout(ctx, token, stamp(ctx));
    throw result.refused.includes('hold domain')
      ? onboardingError('domainHeld', { fields: { site_domain: 'Held' } })
      : onboardingError('emisHeld', { fields: { company_emis: 'Held' } });
  }
  return { token, checkout, price, emis, site_domain: domain };
}

export const onboardingView = (record: OnboardingRecord): OnboardingView => ({
  token: record.token,
  status: record.status,
  plan: record.plan,
  name: record.name,
  emis: record.emis,
  site_domain: record.site_domain,
  manager_email: record.manager_email,
  price: {
    plan: record.plan,
    currency: record.currency,
    amount: record.price_amount,
    charged: { currency: 'ZAR', amount: record.charged_amount },
    rate: record.price_rate,
    source: record.price_source,
    as_of: record.price_as_of,
  },
  failure: record.failure ?? null,
});

export async function readOnboarding(ctx: RequestContext<object>, token: string) {
  const { data } = await ctx.db.entities.onboarding.get({ token }).go({ consistent: true });
  return data ?? undefined;
}

/** payment-complete?kind=onboarding: what the onboarding behind the token came to. */
export async function onboardingStatus(
  ctx: RequestContext<OnSite>,
  token: string,
): Promise<OnboardingView> {
  providerOnly(ctx);
  const record = await readOnboarding(ctx, token);
  if (!record) throw onboardingError('noOnboarding');
  return onboardingView(record);
}

/**
 * cancel-onboarding: the visitor left the gateway without paying. The onboarding and its
 * checkout are cancelled and the domain and emis are free again; a paid one cannot be. Should
 * the gateway report a payment after all, the company is still made (settlement.ts).
 */
export async function cancelOnboarding(
  ctx: RequestContext<OnSite>,
  token: string,
): Promise<OnboardingView> {
  providerOnly(ctx);
  const record = await readOnboarding(ctx, token);
  if (!record) throw onboardingError('noOnboarding');
  if (record.status === 'cancelled') return onboardingView(record);
  if (record.status !== 'pending') throw onboardingError('notCancellable');
  const at = stamp(ctx);
  const result = await transaction(ctx.db, async (tx) => {
    const steps: Step[] = [
      {
        name: 'onboarding',
        write: tx.onboarding
          .patch({ token })
          .set({ status: 'cancelled', cancelled_at: at })
          .where((a, op) => op.eq(a.status, 'pending'))
          .commit(),
        onFail: 'refuse',
      },
      {
        name: 'checkout',
        write: cancelCheckoutStep(tx, token, at),
        onFail: 'refuse',
      },
      ...(await releaseSteps(ctx, tx, 'domain', record.site_domain, token)),
      ...(await releaseSteps(ctx, tx, 'emis', record.emis, token)),
    ];
    return steps;
  });
  const after = await readOnboarding(ctx, token);
  if (!result.written && after?.status !== 'cancelled') throw onboardingError('notCancellable');
  return onboardingView(after!);
}
