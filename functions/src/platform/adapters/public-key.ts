import { createPublicKey } from 'node:crypto';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import type { TokenKeys } from '../ports';

/**
 * The JWK of a P-256 public key given as DER (SubjectPublicKeyInfo, what KMS GetPublicKey
 * answers), with its RFC 7638 thumbprint as `kid`: the signer puts that `kid` in every token.
 */
export async function publicJwk(spki: Uint8Array): Promise<{ kid: string; jwk: JWK }> {
  const jwk = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' }).export({
    format: 'jwk',
  }) as JWK;
  return { kid: await calculateJwkThumbprint(jwk), jwk };
}

/** The one-key JWKS that verifies ES256 tokens of that key. */
export const jwksOf = ({ kid, jwk }: { kid: string; jwk: JWK }): JSONWebKeySet => ({
  keys: [{ ...jwk, kid, alg: 'ES256', use: 'sig' }],
});

/**
 * The signing key's public half, from configuration: SIGNING_PUBLIC_KEY, the base64 DER that
 * the CDK reads from KMS at deploy time and places in the function's environment. The public
 * half is no secret; with it a function verifies tokens without asking KMS (nor holding a KMS
 * client).
 */
export class ConfiguredPublicKey implements TokenKeys {
  private key?: Promise<{ kid: string; jwk: JWK }>;

  constructor(private readonly spkiBase64: string) {}

  private load() {
    this.key ??= publicJwk(Buffer.from(this.spkiBase64, 'base64'));
    return this.key;
  }

  /** The `kid` of the tokens this key signs. */
  async kid() {
    return (await this.load()).kid;
  }

  async jwks() {
    return jwksOf(await this.load());
  }
}
