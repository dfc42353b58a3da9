import { LEVEL } from '@shared/access';
import type { OnSite, RequestContext } from '../kernel/context';
import { verifyToken } from '../platform/auth/tokens';
import type { Event } from '../platform/pipeline';

/**
 * get-all-events is public, so the pipeline checks no token. A caller sees private events only
 * when the request carries a valid, unrevoked token of THIS company at parent level or above;
 * anything else (no token, a bad or expired one, another company's, a banned member) is a
 * visitor: public events only, whatever the body says. Answers the caller's level (1 visitor).
 */
export async function viewerLevel(ctx: RequestContext<OnSite>, event: Event): Promise<number> {
  const authorization = event.headers?.authorization ?? event.headers?.Authorization;
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return LEVEL.guest;
  try {
    const claims = await verifyToken(ctx.deps, token);
    if (claims.emis !== ctx.emis) return LEVEL.guest;
    const { membership, revoked } = await ctx.tenant.authState(claims.userId, claims.jti);
    if (revoked || !membership || membership.token_version !== claims.ver) return LEVEL.guest;
    if (membership.banned_at) return LEVEL.guest;
    return membership.alevel;
  } catch {
    return LEVEL.guest;
  }
}
