import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { LocalKeySigner } from './local-key-signer';

describe('local key signer', () => {
  it('generates one key into the directory, keeps it private and reuses it after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kantoor-keys-'));
    const first = new LocalKeySigner(dir);
    const token = await first.sign({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(statSync(join(dir, 'jwt-es256.json')).mode & 0o777).toBe(0o600);
    const second = new LocalKeySigner(dir);
    const { payload, protectedHeader } = await jwtVerify(
      token,
      createLocalJWKSet(await second.jwks()),
    );
    expect(payload.sub).toBe('u1');
    expect(protectedHeader.alg).toBe('ES256');
    expect((await first.jwks()).keys[0]?.kid).toBe((await second.jwks()).keys[0]?.kid);
    expect(JSON.stringify(await second.jwks())).not.toContain('"d"');
  });
});
