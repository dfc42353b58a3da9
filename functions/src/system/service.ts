import type { Anonymous, RequestContext } from '../kernel/context';
import type { OutboxKind } from '../platform/ports';
import { reply } from '../platform/reply';

/**
 * Liveness: answers once the process serves requests, touching nothing else. `mode` tells the
 * web app whether local-only tools (the outbox) exist.
 */
export async function health(ctx: RequestContext<Anonymous>) {
  return { status: 'ok', mode: ctx.deps.config.mode };
}

/** Local mode: the emails and SMS the outbox holds, newest first, for a super admin. */
export async function localOutbox(ctx: RequestContext, query: { kind: OutboxKind; limit: number }) {
  const { outbox } = ctx.deps;
  if (!outbox) return reply(404, { error: 'The outbox exists only when Kantoor runs locally' });
  return outbox.list(query.kind, query.limit);
}
