import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SignJWT,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { TokenSigner } from '../ports';
import { jwksOf } from './public-key';

type StoredKey = { kid: string; privateJwk: JWK; publicJwk: JWK };
type LoadedKey = { kid: string; privateKey: CryptoKey | Uint8Array; publicJwk: JWK };

const FILE = 'jwt-es256.json';

/**
 * Signs tokens with an ES256 key pair generated once into the data directory (local mode).
 * The private key never leaves that file; a second start reuses it, so tokens survive restarts.
 */
export class LocalKeySigner implements TokenSigner {
  private key?: Promise<LoadedKey>;

  constructor(private readonly dir: string) {}

  private load(): Promise<LoadedKey> {
    this.key ??= (async () => {
      const path = join(this.dir, FILE);
      let stored: StoredKey;
      try {
        stored = JSON.parse(await readFile(path, 'utf8')) as StoredKey;
      } catch {
        const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
        const publicJwk = await exportJWK(publicKey);
        stored = {
          kid: await calculateJwkThumbprint(publicJwk),
          privateJwk: await exportJWK(privateKey),
          publicJwk,
        };
        await mkdir(this.dir, { recursive: true });
        try {
          // 'wx': when two processes race, the first key written wins and the other reads it.
          await writeFile(path, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
        } catch {
          stored = JSON.parse(await readFile(path, 'utf8')) as StoredKey;
        }
      }
      return {
        kid: stored.kid,
        privateKey: await importJWK(stored.privateJwk, 'ES256'),
        publicJwk: stored.publicJwk,
      };
    })();
    return this.key;
  }

  async sign(payload: JWTPayload) {
    const key = await this.load();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid })
      .sign(key.privateKey);
  }

  async jwks() {
    const key = await this.load();
    return jwksOf({ kid: key.kid, jwk: key.publicJwk });
  }
}
