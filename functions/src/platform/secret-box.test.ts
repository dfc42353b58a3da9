import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import { afterAll, describe, expect, it } from 'vitest';
import { KmsDataKeys } from './adapters/kms-secret-box';
import type { KmsLike } from './adapters/kms-signer';
import { localSecretBox } from './adapters/local-secret-box';
import { EnvelopeSecretBox, SealedSecretInvalid, SECRET_BOX_PURPOSE, isSealed } from './secret-box';

const dirs: string[] = [];
const keyDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ALICE = 'two-factor:user#alice';
const BOB = 'two-factor:user#bob';

/** Replaces one base64url part (1 = kid ... 5 = ct) of a sealed value, flipping a bit of it. */
function flip(sealed: string, part: number) {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

/**
 * A stand-in for KMS: a master key wraps data keys with AES-GCM, the encryption context as
 * additional data, as KMS binds it; another context or blob answers InvalidCiphertextException.
 */
function fakeKms(): { kms: KmsLike; calls: string[] } {
  const master = randomBytes(32);
  const calls: string[] = [];
  const keyArn = 'arn:aws:kms:af-south-1:111122223333:key/secret-box';
  const wrongKey = () => Object.assign(new Error('key'), { name: 'IncorrectKeyException' });
  const aad = (context: Record<string, string> | undefined) =>
    Buffer.from(JSON.stringify(context ?? {}));
  const invalid = () => Object.assign(new Error('bad'), { name: 'InvalidCiphertextException' });
  const kms: KmsLike = {
    send: (async (command: unknown) => {
      if (command instanceof GenerateDataKeyCommand) {
        calls.push('GenerateDataKey');
        if (command.input.KeyId !== keyArn) throw wrongKey();
        expect(command.input.KeySpec).toBe('AES_256');
        expect(command.input.EncryptionContext?.purpose).toBe(SECRET_BOX_PURPOSE);
        const key = randomBytes(32);
        const iv = randomBytes(12);
        const cipher = createCipheriv('aes-256-gcm', master, iv);
        cipher.setAAD(aad(command.input.EncryptionContext));
        const blob = Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()]);
        return {
          KeyId: 'arn:aws:kms:af-south-1:111122223333:key/1234',
          Plaintext: key,
          CiphertextBlob: blob,
        };
      }
      if (command instanceof DecryptCommand) {
        calls.push('Decrypt');
        if (command.input.KeyId !== keyArn) throw wrongKey();
        const blob = Buffer.from(command.input.CiphertextBlob as Uint8Array);
        try {
          const decipher = createDecipheriv('aes-256-gcm', master, blob.subarray(0, 12));
          decipher.setAAD(aad(command.input.EncryptionContext));
          decipher.setAuthTag(blob.subarray(blob.length - 16));
          const body = blob.subarray(12, blob.length - 16);
          return { Plaintext: Buffer.concat([decipher.update(body), decipher.final()]) };
        } catch {
          throw invalid();
        }
      }
      throw new Error('unexpected command');
    }) as KmsLike['send'],
  };
  return { kms, calls };
}

const KEY_ARN = 'arn:aws:kms:af-south-1:111122223333:key/secret-box';

const boxes = {
  local: () => localSecretBox(keyDir()),
  kms: () => new EnvelopeSecretBox(new KmsDataKeys(fakeKms().kms, KEY_ARN)),
};

describe.each(Object.entries(boxes))('the secret box (%s)', (_, make) => {
  it('seals to a v1 value without the secret in it, and opens it again', async () => {
    const box = make();
    const sealed = await box.seal(SECRET, ALICE);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]*:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(Buffer.from(sealed, 'utf8').toString('base64')).not.toContain(SECRET);
    expect(await box.open(sealed, ALICE)).toBe(SECRET);
    // A fresh IV (and KMS: a fresh data key) each time.
    expect(await box.seal(SECRET, ALICE)).not.toBe(sealed);
  });

  it("refuses to open under another owner's context", async () => {
    const box = make();
    const sealed = await box.seal(SECRET, ALICE);
    await expect(box.open(sealed, BOB)).rejects.toBeInstanceOf(SealedSecretInvalid);
  });

  it('refuses a tampered ciphertext, tag, IV or key id, and malformed values', async () => {
    const box = make();
    const sealed = await box.seal(SECRET, ALICE);
    for (const part of [1, 3, 4, 5]) {
      await expect(box.open(flip(sealed, part), ALICE), `part ${part}`).rejects.toBeInstanceOf(
        SealedSecretInvalid,
      );
    }
    for (const bad of ['v1:', 'v1:a:b', `${sealed}:extra`, SECRET]) {
      await expect(box.open(bad, ALICE), bad).rejects.toBeInstanceOf(SealedSecretInvalid);
    }
  });
});

describe('the local key file', () => {
  it('is made once, mode 0600, and a second box on the same directory opens what the first sealed', async () => {
    const dir = keyDir();
    const sealed = await localSecretBox(dir).seal(SECRET, ALICE);
    const file = join(dir, 'secret-box.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const before = readFileSync(file, 'utf8');
    expect(await localSecretBox(dir).open(sealed, ALICE)).toBe(SECRET);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // Another directory's key does not open it.
    await expect(localSecretBox(keyDir()).open(sealed, ALICE)).rejects.toBeInstanceOf(
      SealedSecretInvalid,
    );
  });
});

describe('the KMS data keys', () => {
  it('asks KMS for a data key per seal and to unwrap it per open, under the same context', async () => {
    const { kms, calls } = fakeKms();
    const box = new EnvelopeSecretBox(new KmsDataKeys(kms, KEY_ARN));
    const sealed = await box.seal(SECRET, ALICE);
    expect(await box.open(sealed, ALICE)).toBe(SECRET);
    expect(calls).toEqual(['GenerateDataKey', 'Decrypt']);
  });

  it('passes on a KMS failure that is not about the ciphertext (not a wrong code)', async () => {
    const { kms } = fakeKms();
    const sealed = await new EnvelopeSecretBox(new KmsDataKeys(kms, KEY_ARN)).seal(SECRET, ALICE);
    const down: KmsLike = {
      send: (async () => {
        throw Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
      }) as KmsLike['send'],
    };
    const error = await new EnvelopeSecretBox(new KmsDataKeys(down, KEY_ARN))
      .open(sealed, ALICE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SealedSecretInvalid);
  });
});
