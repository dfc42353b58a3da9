import type { Deps } from '../platform/deps';
import { authError } from './errors';

// ASVS 5 V6.3: failed sign-ins are limited per account and per address.
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_ATTEMPTS = 5;
export const ADDRESS_FAILURES = 50;

const accountBucket = (email: string) => `login:account:${email}`;
const addressBucket = (ip: string) => `login:address:${ip}`;

function retryAfter(now: Date) {
  const seconds = Math.floor(now.getTime() / 1000);
  return String(LOGIN_WINDOW_SECONDS - (seconds % LOGIN_WINDOW_SECONDS));
}

/**
 * Counts a password attempt for this account before the password is checked (an atomic
 * counter, so concurrent guesses cannot slip past the limit) and refuses when the account or
 * the address is over its limit.
 */
export async function beginPasswordAttempt(deps: Deps, email: string, ip: string) {
  const now = deps.clock.now();
  const [attempts, addressFailures] = await Promise.all([
    deps.global.rates.hit(accountBucket(email), LOGIN_WINDOW_SECONDS, now),
    deps.global.rates.count(addressBucket(ip), LOGIN_WINDOW_SECONDS, now),
  ]);
  if (attempts > ACCOUNT_ATTEMPTS || addressFailures >= ADDRESS_FAILURES) {
    throw authError('tooManyAttempts', { headers: { 'retry-after': retryAfter(now) } });
  }
}

export async function passwordFailed(deps: Deps, ip: string) {
  await deps.global.rates.hit(addressBucket(ip), LOGIN_WINDOW_SECONDS, deps.clock.now());
}

export async function passwordSucceeded(deps: Deps, email: string) {
  await deps.global.rates.clear(accountBucket(email), LOGIN_WINDOW_SECONDS, deps.clock.now());
}

// Issue 29: second-factor codes are limited per user (a challenge is one password away).
export const CODE_ATTEMPTS = 5;
const codeBucket = (userId: string) => `login:code:${userId}`;

/** Counts a code attempt before the code is checked; the 6th in a window is refused. */
export async function beginCodeAttempt(deps: Deps, userId: string) {
  const now = deps.clock.now();
  const attempts = await deps.global.rates.hit(codeBucket(userId), LOGIN_WINDOW_SECONDS, now);
  if (attempts > CODE_ATTEMPTS) {
    throw authError('tooManyAttempts', { headers: { 'retry-after': retryAfter(now) } });
  }
}

export async function codeSucceeded(deps: Deps, userId: string) {
  await deps.global.rates.clear(codeBucket(userId), LOGIN_WINDOW_SECONDS, deps.clock.now());
}
