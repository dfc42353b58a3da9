import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a random salt, and verifies', async () => {
    const hash = await hashPassword('Kantoor#2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hashPassword('Kantoor#2026')).not.toBe(hash);
    expect(await verifyPassword('Kantoor#2026', hash)).toBe(true);
    expect(await verifyPassword('kantoor#2026', hash)).toBe(false);
    expect(await verifyPassword('Kantoor#2026', 'md5$abc')).toBe(false);
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });
});
