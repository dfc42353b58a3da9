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
