import { randomBytes } from 'node:crypto';
import type { Anonymous, RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { onboardingError } from './errors';

/** How long a pending onboarding holds its domain and emis: time enough to pay. */
export const HOLD_SECONDS = 2 * 3600;

export const epochOf = (ctx: { clock: { now(): Date } }) =>
  Math.floor(ctx.clock.now().getTime() / 1000);

/** Whether a company or a live hold of another onboarding has the value. */
async function taken(
  ctx: RequestContext<Anonymous>,
  kind: 'domain' | 'emis',
  value: string,
): Promise<'company' | 'held' | undefined> {
  const e = ctx.db.entities;
  const owned =
    kind === 'domain'
      ? (await e.domain.get({ domain: value }).go({ consistent: true })).data
      : (await e.company.get({ emis: value }).go({ consistent: true })).data;
  if (owned) return 'company';
  const hold = (await e.onboardingHold.get({ kind, value }).go({ consistent: true })).data;
  return hold && hold.held_until > epochOf(ctx) ? 'held' : undefined;
}

/**
 * Who has a host name: a company (its emis), a live hold of a pending sign-up, or no one. What a
 * domain change checks before its own conditional claim (the sign-up's rule, issue 27).
 */
export async function domainHolder(
  ctx: RequestContext<Anonymous>,
  domain: string,
): Promise<{ emis: string } | 'held' | undefined> {
  const e = ctx.db.entities;
  const owned = (await e.domain.get({ domain }).go({ consistent: true })).data;
  if (owned) return { emis: owned.emis };
  const hold = (
    await e.onboardingHold.get({ kind: 'domain', value: domain }).go({ consistent: true })
  ).data;
  if (!hold || hold.held_until <= epochOf(ctx)) return undefined;
  // A sign-up that has ended (its company made, or failed, or cancelled) holds nothing: its
  // hold only runs out later. A domain its company released since is free.
  const { data: onboarding } = await e.onboarding
    .get({ token: hold.token })
    .go({ consistent: true });
  return onboarding?.status === 'pending' || onboarding?.status === 'paid' ? 'held' : undefined;
}

/** 409 when a company has the domain, or another onboarding holds it. */
export async function checkDomainFree(ctx: RequestContext<Anonymous>, domain: string) {
  const state = await taken(ctx, 'domain', domain);
  if (state === 'company')
    throw onboardingError('domainTaken', { fields: { site_domain: 'Taken' } });
  if (state === 'held') throw onboardingError('domainHeld', { fields: { site_domain: 'Held' } });
}

/** 409 when a company has the emis, or another onboarding holds it. */
export async function checkEmisFree(ctx: RequestContext<Anonymous>, emis: string) {
  const state = await taken(ctx, 'emis', emis);
  if (state === 'company')
    throw onboardingError('emisTaken', { fields: { company_emis: 'Taken' } });
  if (state === 'held') throw onboardingError('emisHeld', { fields: { company_emis: 'Held' } });
}

/**
 * The company's emis: the one asked for, else one made from its name (`Ubuntu Talent (Pty) Ltd`
 * becomes `ubuntu-talent-pty-ltd`), with a short random ending when that one is taken.
 */
export async function chooseEmis(
  ctx: RequestContext<Anonymous>,
  asked: string | undefined,
  name: string,
): Promise<string> {
  if (asked) {
    await checkEmisFree(ctx, asked);
    return asked;
  }
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'company';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const emis = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await taken(ctx, 'emis', emis))) return emis;
  }
  throw onboardingError('emisTaken');
}

/**
 * A hold on the value for the onboarding `token` until `until`: written where there is none,
 * where the last one ran out, or where it is already this onboarding's.
 */
export function holdStep(
  tx: TxEntities,
  kind: 'domain' | 'emis',
  value: string,
  token: string,
  until: number,
  now: number,
): Step {
  return {
    name: `hold ${kind}`,
    write: tx.onboardingHold
      .put({ kind, value, token, held_until: until, expires_at: until })
      .where(
        (a, op) =>
          `${op.notExists(a.token)} OR ${op.lt(a.held_until, now)} OR ${op.eq(a.token, token)}`,
      )
      .commit(),
    onFail: 'refuse',
  };
}

/**
 * Lets go of the onboarding's hold, if it still has one (another onboarding's, or none, is left
 * as it is). Planned from a fresh read: a hold changed meanwhile plans the attempt again.
 */
export async function releaseSteps(
  ctx: RequestContext<Anonymous>,
  tx: TxEntities,
  kind: 'domain' | 'emis',
  value: string,
  token: string,
): Promise<Step[]> {
  const { data: hold } = await ctx.db.entities.onboardingHold
    .get({ kind, value })
    .go({ consistent: true });
  if (hold?.token !== token) return [];
  return [
    {
      name: `release ${kind}`,
      write: tx.onboardingHold
        .delete({ kind, value })
        .where((a, op) => op.eq(a.token, token))
        .commit(),
      onFail: 'retry',
    },
  ];
}
