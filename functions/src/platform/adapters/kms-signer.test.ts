import { generateKeyPairSync, sign as nodeSign } from 'node:crypto';
import { SignCommand } from '@aws-sdk/client-kms';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { KmsSigner, derToJoseSignature, type KmsLike } from './kms-signer';
import { ConfiguredPublicKey } from './public-key';

/**
 * A stand-in for KMS that signs like KMS does: ECDSA_SHA_256 over the raw message, DER output;
 * and the key's public half as the CDK reads it at deploy (base64 DER, SIGNING_PUBLIC_KEY).
 */
function fakeKms(): { kms: KmsLike; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kms: KmsLike = {
    send: (async (command: unknown) => {
      if (command instanceof SignCommand) {
        const input = command.input;
        expect(input.SigningAlgorithm).toBe('ECDSA_SHA_256');
        expect(input.MessageType).toBe('RAW');
        return {
          Signature: nodeSign('sha256', Buffer.from(input.Message as Uint8Array), {
            key: privateKey,
            dsaEncoding: 'der',
          }),
        };
      }
      // KMS is asked for signatures only: the public half is configuration.
      throw new Error('unexpected command');
    }) as KmsLike['send'],
  };
  return { kms, publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64') };
}

describe('KMS token signer', () => {
  it('produces ES256 tokens that verify with the configured public key alone', async () => {
    const { kms, publicKey } = fakeKms();
    const signer = new KmsSigner(kms, 'alias/kantoor-tokens', publicKey);
    const now = Math.floor(Date.now() / 1000);
    // What a function that only verifies holds: the public key from its environment.
    const keys = createLocalJWKSet(await new ConfiguredPublicKey(publicKey).jwks());
    expect(await signer.jwks()).toEqual(await new ConfiguredPublicKey(publicKey).jwks());
    // Many signatures: DER integers of 31, 32 and 33 bytes all occur and must convert.
    for (let i = 0; i < 40; i += 1) {
      const token = await signer.sign({
        iss: 'https://kantoor.co.za',
        aud: 'kantoor-api',
        sub: `u${i}`,
        exp: now + 60,
      });
      const { payload, protectedHeader } = await jwtVerify(token, keys, {
        algorithms: ['ES256'],
        issuer: 'https://kantoor.co.za',
        audience: 'kantoor-api',
      });
      expect(payload.sub).toBe(`u${i}`);
      expect(protectedHeader.kid).toBeTruthy();
    }
  });

  it('converts DER signatures with leading zero bytes', () => {
    const r = new Uint8Array(33).fill(1);
    r[0] = 0;
    const s = new Uint8Array(31).fill(2);
    const der = Uint8Array.from([
      0x30,
      4 + r.length + s.length,
      0x02,
      r.length,
      ...r,
      0x02,
      s.length,
      ...s,
    ]);
    const jose = derToJoseSignature(der);
    expect(jose).toHaveLength(64);
    expect(jose.subarray(0, 32).every((b) => b === 1)).toBe(true);
    expect(jose[32]).toBe(0);
    expect(jose.subarray(33).every((b) => b === 2)).toBe(true);
  });
});
