import { KMSClient, SignCommand } from '@aws-sdk/client-kms';
import type { JWTPayload } from 'jose';
import type { TokenSigner } from '../ports';
import { ConfiguredPublicKey } from './public-key';

export type KmsLike = Pick<KMSClient, 'send'>;

function base64url(data: Uint8Array | string): string {
  return Buffer.from(data).toString('base64url');
}

/** Reads one DER INTEGER at `offset`; returns its value bytes and the offset after it. */
function readInteger(der: Uint8Array, offset: number): { value: Uint8Array; next: number } {
  if (der[offset] !== 0x02) throw new Error('Malformed ECDSA signature: INTEGER expected');
  const length = der[offset + 1] ?? 0;
  const start = offset + 2;
  return { value: der.subarray(start, start + length), next: start + length };
}

/** KMS answers ECDSA signatures in DER; JWS wants r and s as two 32-byte big-endian numbers. */
export function derToJoseSignature(der: Uint8Array, size = 32): Uint8Array {
  if (der[0] !== 0x30) throw new Error('Malformed ECDSA signature: SEQUENCE expected');
  // Sequence length is short-form for P-256 (at most 72 bytes).
  const r = readInteger(der, 2);
  const s = readInteger(der, r.next);
  const out = new Uint8Array(size * 2);
  const place = (value: Uint8Array, at: number) => {
    const trimmed = value.subarray(Math.max(0, value.length - size));
    out.set(trimmed, at + size - trimmed.length);
  };
  place(r.value, 0);
  place(s.value, size);
  return out;
}

/**
 * Signs tokens with a KMS asymmetric key (ECC_NIST_P256); the private key never leaves KMS. Its
 * public half (base64 DER, SIGNING_PUBLIC_KEY) comes from configuration, as for the functions
 * that only verify: it gives the tokens' `kid`, and KMS is asked for nothing but signatures.
 */
export class KmsSigner implements TokenSigner {
  private readonly publicKey: ConfiguredPublicKey;

  constructor(
    private readonly client: KmsLike,
    private readonly keyId: string,
    publicKeyBase64: string,
  ) {
    this.publicKey = new ConfiguredPublicKey(publicKeyBase64);
  }

  static forRegion(region: string, keyId: string, publicKeyBase64: string) {
    return new KmsSigner(new KMSClient({ region }), keyId, publicKeyBase64);
  }

  async sign(payload: JWTPayload) {
    const kid = await this.publicKey.kid();
    const input = `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid }))}.${base64url(JSON.stringify(payload))}`;
    const result = await this.client.send(
      new SignCommand({
        KeyId: this.keyId,
        Message: Buffer.from(input),
        MessageType: 'RAW',
        SigningAlgorithm: 'ECDSA_SHA_256',
      }),
    );
    if (!result.Signature) throw new Error('KMS returned no signature');
    return `${input}.${base64url(derToJoseSignature(result.Signature))}`;
  }

  jwks() {
    return this.publicKey.jwks();
  }
}
