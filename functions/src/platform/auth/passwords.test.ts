import { describe, expect, it } from 'vitest';
import {
  hashDemoPassword,
  hashPassword,
  NOBODY_HASH,
  passwordsAt,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords';

/**
 * Its own time budget: five scrypt runs at the production cost (N=2^17, 128 MiB each) take about
 * 0.5 s apiece on an idle core and many times that on two busy ones (a fresh clone's `npm test`
 * beside a benchmark). Vitest's default 5 s made the test depend on an idle machine.
 */
const SCRYPT_BUDGET_MS = 60_000;

describe('passwords', () => {
  it(
    'hashes with scrypt N=2^17, r=8, p=1 and a random salt, and verifies',
    { timeout: SCRYPT_BUDGET_MS },
    async () => {
      const hash = await hashPassword('Kantoor#2026');
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await hashPassword('Kantoor#2026')).not.toBe(hash);
      expect(await verifyPassword('Kantoor#2026', hash)).toBe(true);
      expect(await verifyPassword('kantoor#2026', hash)).toBe(false);
      expect(await verifyPassword('Kantoor#2026', 'md5$abc')).toBe(false);
      expect(await verifyAgainstNothing('anything')).toBe(false);
    },
  );

  it('checks a password for an unknown account at the production cost', () => {
    expect(NOBODY_HASH).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('hashes the demo password cheaply and verifies by the cost the hash records', async () => {
    const hash = await hashDemoPassword('Kantoor#2026');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Kantoor#2026', hash)).toBe(true);
    expect(await verifyPassword('Kantoor#2026 ', hash)).toBe(false);
    // The recorded cost is part of the check: the same salt and key under another N fail.
    expect(await verifyPassword('Kantoor#2026', hash.replace('$1024$', '$2048$'))).toBe(false);
  });

  it('gives the test runtime the demo cost, and checks an unknown account at that cost too', async () => {
    const passwords = passwordsAt('test');
    const hash = await passwords.hash('Kantoor#2026');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await passwords.verify('Kantoor#2026', hash)).toBe(true);
    expect(await passwords.verify('Kantoor#2027', hash)).toBe(false);
    expect(await passwords.verifyAgainstNothing('Kantoor#2026')).toBe(false);
    expect(passwordsAt('production').hash).toBe(hashPassword);
    expect(passwordsAt('production').verifyAgainstNothing).toBe(verifyAgainstNothing);
  });
});
