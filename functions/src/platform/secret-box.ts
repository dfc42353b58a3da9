import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from './ports';

/**
 * The sealed format, version 1: `v1:<kid>:<wrapped>:<iv>:<tag>:<ct>`, each part base64url.
 * `kid` names the key that wraps the data key (a KMS key ARN, or the local key file's id);
 * `wrapped` is the data key as KMS encrypted it (empty locally: the file key is the data key).
 * A stored value without the prefix was written before encryption (plain base32).
 */
export const SEALED_PREFIX = 'v1:';

/**
 * The KMS encryption context's purpose of every data key: IAM allows kms:GenerateDataKey and
 * kms:Decrypt on the secrets key only with it (infra/cdk/route-permissions.ts); CloudTrail logs
 * it with the owner's context beside each call.
 */
export const SECRET_BOX_PURPOSE = 'kantoor-secret-box';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The sealed value does not authenticate: tampered, another context, or a key we do not hold. */
export class SealedSecretInvalid extends Error {
  constructor(reason: string) {
    super(`Sealed secret does not open: ${reason}`);
    this.name = 'SealedSecretInvalid';
  }
}

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

/** A data key: its plaintext (32 bytes) for one seal, and how to find it again. */
export type DataKey = { kid: string; wrapped: Buffer; key: Buffer };

/** Where data keys come from: KMS (GenerateDataKey / Decrypt) or the local key file. */
export type DataKeySource = {
  newKey(context: string): Promise<DataKey>;
  /** The plaintext data key; throws SealedSecretInvalid when it does not unwrap. */
  unwrap(kid: string, wrapped: Buffer, context: string): Promise<Buffer>;
};

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const AAD_PREFIX = 'kantoor-secret-box:v1:';

/** AES-256-GCM under a data key from `keys`, the context as additional authenticated data. */
export class EnvelopeSecretBox implements SecretBox {
  constructor(private readonly keys: DataKeySource) {}

  async seal(plain: string, context: string): Promise<string> {
    const { kid, wrapped, key } = await this.keys.newKey(context);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    // The key id and version are authenticated too: a sealed value cannot be relabelled.
    cipher.setAAD(Buffer.from(`${AAD_PREFIX}${kid}:${context}`));
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return `${SEALED_PREFIX}${[b64(kid), b64(wrapped), b64(iv), b64(tag), b64(ct)].join(':')}`;
  }

  async open(sealed: string, context: string): Promise<string> {
    if (!isSealed(sealed)) throw new SealedSecretInvalid('not a v1 sealed value');
    const parts = sealed.slice(SEALED_PREFIX.length).split(':');
    if (parts.length !== 5) throw new SealedSecretInvalid('malformed');
    const [kid, wrapped, iv, tag, ct] = parts.map((part) => Buffer.from(part ?? '', 'base64url'));
    if (!kid || !wrapped || !iv || !tag || !ct) throw new SealedSecretInvalid('malformed');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
      throw new SealedSecretInvalid('malformed');
    const key = await this.keys.unwrap(kid.toString('utf8'), wrapped, context);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(`${AAD_PREFIX}${kid.toString('utf8')}:${context}`));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedSecretInvalid('does not authenticate');
    }
  }
}
