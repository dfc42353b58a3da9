import { randomUUID } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import type { Deps } from '../deps';
import { platformError } from '../errors';

export type TokenClaims = { userId: string; emis: string; ver: number; jti: string; exp: number };

// The verifier never fetches: its JWKS is cached from the signer (local key file or KMS).
const JWKS_URI = 'https://keys.kantoor.invalid/.well-known/jwks.json';

type Verifier = ReturnType<
  typeof JwtVerifier.create<{ issuer: string; audience: string; jwksUri: string }>
>;

const verifiers = new WeakMap<Deps, Promise<Verifier>>();

function verifierFor(deps: Deps): Promise<Verifier> {
  let verifier = verifiers.get(deps);
  if (!verifier) {
    verifier = (async () => {
      const created = JwtVerifier.create({
        issuer: deps.config.issuer,
        audience: deps.config.audience,
        jwksUri: JWKS_URI,
      });
      created.cacheJwks(
        (await deps.signer.jwks()) as unknown as Parameters<typeof created.cacheJwks>[0],
      );
      return created;
    })();
    verifier.catch(() => verifiers.delete(deps));
    verifiers.set(deps, verifier);
  }
  return verifier;
}

/** A short-lived token for one user in one company. */
export async function issueToken(
  deps: Deps,
  subject: { userId: string; emis: string; ver: number },
) {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const jti = randomUUID();
  const exp = now + deps.config.tokenTtlSeconds;
  const token = await deps.signer.sign({
    iss: deps.config.issuer,
    aud: deps.config.audience,
    sub: subject.userId,
    emis: subject.emis,
    ver: subject.ver,
    jti,
    iat: now,
    exp,
  });
  return { token, jti, exp };
}

/**
 * Checks signature (ES256 only, key by `kid`), issuer, audience and expiry, then the claims
 * Kantoor needs. Any failure is the same 401.
 */
export async function verifyToken(deps: Deps, token: string): Promise<TokenClaims> {
  const verifier = await verifierFor(deps);
  let payload: Record<string, unknown>;
  try {
    payload = verifier.verifySync(token) as Record<string, unknown>;
  } catch {
    throw platformError('sessionExpired');
  }
  const { sub, emis, ver, jti, exp } = payload;
  if (
    typeof sub !== 'string' ||
    typeof emis !== 'string' ||
    typeof ver !== 'number' ||
    typeof jti !== 'string' ||
    typeof exp !== 'number'
  ) {
    throw platformError('sessionExpired');
  }
  return { userId: sub, emis, ver, jti, exp };
}
