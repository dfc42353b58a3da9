import { generateKeyPairSync, sign as nodeSign } from 'node:crypto';
import { GetPublicKeyCommand, SignCommand } from '@aws-sdk/client-kms';
import { JwtVerifier } from 'aws-jwt-verify';
import { describe, expect, it } from 'vitest';
import { KmsSigner, derToJoseSignature, type KmsLike } from './kms-signer';

/** A stand-in for KMS that signs like KMS does: ECDSA_SHA_256 over the raw message, DER output. */
function fakeKms(): KmsLike {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    send: (async (command: unknown) => {
      if (command instanceof GetPublicKeyCommand) {
        return { PublicKey: publicKey.export({ format: 'der', type: 'spki' }) };
      }
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
      throw new Error('unexpected command');
    }) as KmsLike['send'],
  };
}

describe('KMS token signer', () => {
  it('produces ES256 tokens that aws-jwt-verify accepts with the cached JWKS', async () => {
    const signer = new KmsSigner(fakeKms(), 'alias/kantoor-tokens');
    const now = Math.floor(Date.now() / 1000);
    const verifier = JwtVerifier.create({
      issuer: 'https://kantoor.co.za',
      audience: 'kantoor-api',
      jwksUri: 'https://keys.kantoor.invalid/jwks.json',
    });
    verifier.cacheJwks(
      (await signer.jwks()) as unknown as Parameters<typeof verifier.cacheJwks>[0],
    );
    // Many signatures: DER integers of 31, 32 and 33 bytes all occur and must convert.
    for (let i = 0; i < 40; i += 1) {
      const token = await signer.sign({
        iss: 'https://kantoor.co.za',
        aud: 'kantoor-api',
        sub: `u${i}`,
        exp: now + 60,
      });
      expect(verifier.verifySync(token).sub).toBe(`u${i}`);
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
