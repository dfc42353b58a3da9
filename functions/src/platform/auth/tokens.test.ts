import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createDeps } from '../deps';
import { publicJwk } from '../adapters/public-key';
import { verifyToken } from './tokens';

/**
 * An AWS function that only verifies: the signing key's public half from its environment, no
 * KMS (its bundle holds none: KANTOOR_OMIT_KMS), and every bad token the same 401.
 */
describe('token verification with the configured public key', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  const deps = () =>
    createDeps(
      readConfig({ KANTOOR_MODE: 'aws', SIGNING_PUBLIC_KEY: Buffer.from(spki).toString('base64') }),
    );
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (): JWTPayload => ({
    iss: 'https://kantoor.co.za',
    aud: 'kantoor-api',
    sub: 'u1',
    emis: 'e1',
    ver: 3,
    jti: 'j1',
    iat: now(),
    exp: now() + 60,
  });
  const sign = async (payload: JWTPayload, header: { alg: string; kid?: string }) =>
    new SignJWT(payload).setProtectedHeader(header).sign(privateKey);

  afterEach(() => {
    delete process.env.KANTOOR_OMIT_KMS;
  });

  it('accepts a token of the key, without a signer', async () => {
    process.env.KANTOOR_OMIT_KMS = '1';
    const { kid } = await publicJwk(spki);
    const token = await sign(claims(), { alg: 'ES256', kid });
    const verified = await verifyToken(deps(), token);
    expect(verified).toMatchObject({ userId: 'u1', emis: 'e1', ver: 3, jti: 'j1' });
  });

  it('refuses a token without kid, of another kid, expired, or for another audience', async () => {
    const { kid } = await publicJwk(spki);
    const d = deps();
    const bad = [
      await sign(claims(), { alg: 'ES256' }),
      await sign(claims(), { alg: 'ES256', kid: 'other' }),
      await sign({ ...claims(), exp: now() - 1 }, { alg: 'ES256', kid }),
      await sign({ ...claims(), aud: 'someone-else' }, { alg: 'ES256', kid }),
      await sign({ ...claims(), iss: 'https://elsewhere' }, { alg: 'ES256', kid }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`,
    ];
    for (const token of bad) {
      await expect(verifyToken(d, token)).rejects.toMatchObject({ status: 401 });
    }
  });

  it('needs the public key in AWS', () => {
    expect(() => createDeps(readConfig({ KANTOOR_MODE: 'aws' })).keys).toThrow(
      'SIGNING_PUBLIC_KEY must be set',
    );
  });
});
