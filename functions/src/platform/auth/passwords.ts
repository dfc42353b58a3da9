import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export type ScryptParams = { N: number; r: number; p: number };

// ASVS 5 / OWASP: scrypt with N >= 2^17, r = 8, p = 1 (128 MiB of memory per hash).
const PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: the hash records its own cost. */
async function hashWith(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Every password a person sets: scrypt at the production cost. */
export function hashPassword(password: string): Promise<string> {
  return hashWith(password, PARAMS);
}

// The local demo seed's cost (1 MiB, a few ms): its accounts share a published password, and
// a hundred test sign-ins at N=2^17 cost a minute of CPU. Never used for a password a person sets
// but in the test runtime (`passwordsAt('test')`).
const DEMO_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** The hash of the local seed's published demo password (and test fixtures), at a cheap cost. */
export function hashDemoPassword(password: string): Promise<string> {
  return hashWith(password, DEMO_PARAMS);
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A production-cost hash of a random password nobody knows: made once, offline, so that a cold
// function does not spend a second scrypt run making it.
export const NOBODY_HASH =
  'scrypt$131072$8$1$elxOs0quxDqLyS+tlazrmg==$ZQVxs8W+yCtau56xdZ1SO8WYi8qUTF+Z1aCirhRgjVM=';

/**
 * Spends the same time as a real check when there is no account, so that response time does
 * not tell which emails have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, NOBODY_HASH);
  return false;
}

/** How the handlers hash and check passwords: `deps.passwords`. */
export type Passwords = {
  /** The hash of a password a person sets. */
  hash: (password: string) => Promise<string>;
  /** Checks a password against a stored hash, at the cost the hash records. */
  verify: (password: string, stored: string) => Promise<boolean>;
  /** The time of a real check, for a sign-in with no account. */
  verifyAgainstNothing: (password: string) => Promise<false>;
};

/**
 * Passwords at the production cost (N=2^17: AWS, and `npm start`), or at the demo cost for the
 * test runtime alone (KANTOOR_PASSWORD_COST=test, honoured in local mode only: config.ts and
 * deps.ts). The API suites register, invite and sign in some 80 people of their own; at N=2^17
 * that was 29 CPU-seconds in the runtime, on the suite's longest chain. An account with no
 * password is checked at the same cost as the others, so that the time still tells nothing.
 */
export function passwordsAt(cost: 'production' | 'test'): Passwords {
  if (cost === 'production')
    return { hash: hashPassword, verify: verifyPassword, verifyAgainstNothing };
  let nobody: Promise<string> | undefined;
  return {
    hash: hashDemoPassword,
    verify: verifyPassword,
    verifyAgainstNothing: async (password) => {
      await verifyPassword(
        password,
        await (nobody ??= hashDemoPassword(randomBytes(24).toString('base64'))),
      );
      return false;
    },
  };
}
