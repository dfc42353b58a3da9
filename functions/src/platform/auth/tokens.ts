import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Deps } from '../deps';
import { platformError } from '../errors';

export type TokenClaims = {
  userId: string;
  emis: string;
  ver: number;
  jti: string;
  exp: number;
  /** Issue 29: the company requires a second factor the user has not enrolled yet. */
  enrolPending: boolean;
};

// The claim an enrolment-only session carries; the pipeline refuses other routes for it.
const ENROL_CLAIM = 'mfa_pending';

const keySets = new WeakMap<Deps, Promise<JWTVerifyGetKey>>();

/**
 * The verification keys, fetched from nowhere: the signer's own (local key file) or the signing
 * key's public half from configuration (AWS). A token must name its key (`kid`).
 */
function keySetFor(deps: Deps): Promise<JWTVerifyGetKey> {
  let keySet = keySets.get(deps);
  if (!keySet) {
    keySet = (async () => {
      const local = createLocalJWKSet(await deps.keys.jwks());
      return (header, token) => {
        if (typeof header.kid !== 'string') throw new Error('The token names no key');
        return local(header, token);
      };
    })();
    keySet.catch(() => keySets.delete(deps));
    keySets.set(deps, keySet);
  }
  return keySet;
}

/** A short-lived token for one user in one company. */
export async function issueToken(
  deps: Deps,
  subject: { userId: string; emis: string; ver: number; enrolPending?: boolean },
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
    ...(subject.enrolPending ? { [ENROL_CLAIM]: true } : {}),
  });
  return { token, jti, exp };
}

/**
 * Checks signature (ES256 only, key by `kid`), issuer, audience and expiry, then the claims
 * Kantoor needs. Any failure is the same 401.
 */
export async function verifyToken(deps: Deps, token: string): Promise<TokenClaims> {
  const keySet = await keySetFor(deps);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keySet, {
      algorithms: ['ES256'],
      issuer: deps.config.issuer,
      audience: deps.config.audience,
      // Expiry by the clock that stamped `exp` (the system's, or a test's set clock).
      currentDate: deps.clock.now(),
    }));
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
  return { userId: sub, emis, ver, jti, exp, enrolPending: payload[ENROL_CLAIM] === true };
}

// A second-factor challenge is signed like a token for another audience, so no token route
// accepts it as a session, and a session token is not a challenge.
const challengeAudience = (deps: Deps) => `${deps.config.audience}#two-factor`;

/** A short-lived proof that the password was right, for one user in one company. */
export async function issueChallenge(
  deps: Deps,
  subject: { userId: string; emis: string },
  seconds: number,
) {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return deps.signer.sign({
    iss: deps.config.issuer,
    aud: challengeAudience(deps),
    sub: subject.userId,
    emis: subject.emis,
    jti: randomUUID(),
    iat: now,
    exp: now + seconds,
  });
}

/** The challenge's user and company, or undefined when it is forged, expired or not one. */
export async function verifyChallenge(
  deps: Deps,
  challenge: string,
): Promise<{ userId: string; emis: string } | undefined> {
  const keySet = await keySetFor(deps);
  try {
    const { payload } = await jwtVerify(challenge, keySet, {
      algorithms: ['ES256'],
      issuer: deps.config.issuer,
      audience: challengeAudience(deps),
      currentDate: deps.clock.now(),
    });
    const { sub, emis } = payload;
    if (typeof sub !== 'string' || typeof emis !== 'string') return undefined;
    return { userId: sub, emis };
  } catch {
    return undefined;
  }
}
