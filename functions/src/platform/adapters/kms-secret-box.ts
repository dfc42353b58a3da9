import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import {
  EnvelopeSecretBox,
  SealedSecretInvalid,
  SECRET_BOX_PURPOSE,
  type DataKeySource,
} from '../secret-box';
import type { KmsLike } from './kms-signer';

const encryptionContext = (context: string) => ({ purpose: SECRET_BOX_PURPOSE, owner: context });

// KMS's answers for a blob that is not its own, or not under this context.
const NOT_OURS = new Set(['InvalidCiphertextException', 'IncorrectKeyException']);

/**
 * Envelope encryption with KMS: each seal asks for a fresh AES-256 data key (GenerateDataKey),
 * keeps its wrapped form beside the ciphertext, and forgets the plaintext. Opening asks KMS to
 * unwrap it (Decrypt) under the same encryption context: the owner is bound twice, in KMS and
 * in the GCM additional data.
 */
export class KmsDataKeys implements DataKeySource {
  constructor(
    private readonly client: KmsLike,
    private readonly keyId: string,
  ) {}

  async newKey(context: string) {
    const reply = await this.client.send(
      new GenerateDataKeyCommand({
        KeyId: this.keyId,
        KeySpec: 'AES_256',
        EncryptionContext: encryptionContext(context),
      }),
    );
    if (!reply.Plaintext || !reply.CiphertextBlob) throw new Error('KMS returned no data key');
    return {
      // The configured id (the key's ARN): the one a sealed value must name to be opened.
      kid: this.keyId,
      wrapped: Buffer.from(reply.CiphertextBlob),
      key: Buffer.from(reply.Plaintext),
    };
  }

  async unwrap(kid: string, wrapped: Buffer, context: string) {
    if (wrapped.length === 0) throw new SealedSecretInvalid('no wrapped data key');
    // Only our key is asked, whatever a stored value names (KMS answers "not found" otherwise).
    if (kid !== this.keyId) throw new SealedSecretInvalid(`sealed under another key: ${kid}`);
    try {
      const reply = await this.client.send(
        new DecryptCommand({
          KeyId: this.keyId,
          CiphertextBlob: wrapped,
          EncryptionContext: encryptionContext(context),
        }),
      );
      if (!reply.Plaintext) throw new Error('KMS returned no plaintext');
      return Buffer.from(reply.Plaintext);
    } catch (error) {
      if (error instanceof Error && NOT_OURS.has(error.name))
        throw new SealedSecretInvalid(error.name);
      throw error;
    }
  }
}

export const kmsSecretBox = (region: string, keyId: string) =>
  new EnvelopeSecretBox(new KmsDataKeys(new KMSClient({ region }), keyId));
