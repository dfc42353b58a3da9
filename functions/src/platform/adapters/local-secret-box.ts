import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EnvelopeSecretBox, SealedSecretInvalid, type DataKeySource } from '../secret-box';

const FILE = 'secret-box.json';

type StoredKey = { kid: string; key: string };

/**
 * Local mode's data key: 32 random bytes generated once into the key directory (mode 0600),
 * as the token signing key is. It is the data key itself (nothing to wrap it with locally), so
 * a sealed value's `wrapped` part is empty; its id says which key file sealed it.
 */
export class LocalKeyFile implements DataKeySource {
  private loaded?: Promise<{ kid: string; key: Buffer }>;

  constructor(private readonly dir: string) {}

  private load() {
    this.loaded ??= (async () => {
      const path = join(this.dir, FILE);
      let stored: StoredKey;
      try {
        stored = JSON.parse(await readFile(path, 'utf8')) as StoredKey;
      } catch {
        const key = randomBytes(32);
        const kid = `local:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
        stored = { kid, key: key.toString('base64') };
        await mkdir(this.dir, { recursive: true });
        try {
          // 'wx': when two processes race, the first key written wins and the other reads it.
          await writeFile(path, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
        } catch {
          stored = JSON.parse(await readFile(path, 'utf8')) as StoredKey;
        }
      }
      return { kid: stored.kid, key: Buffer.from(stored.key, 'base64') };
    })();
    return this.loaded;
  }

  async newKey() {
    const { kid, key } = await this.load();
    return { kid, wrapped: Buffer.alloc(0), key };
  }

  async unwrap(kid: string) {
    const loaded = await this.load();
    if (kid !== loaded.kid) throw new SealedSecretInvalid(`unknown key ${kid}`);
    return loaded.key;
  }
}

export const localSecretBox = (dir: string) => new EnvelopeSecretBox(new LocalKeyFile(dir));
