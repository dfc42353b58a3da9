import type { RequestKey } from './transaction';

type WithRequest = {
  emis?: string;
  idempotency?: { scope: string; id: string; fingerprint: string };
};

/**
 * The request to record with a transaction (`transaction(db, plan, { request: requestOf(ctx) })`):
 * on a route flagged `idempotent`, the caller's request id scoped by tenant and route, so a repeat
 * answers the first reply and writes nothing. Undefined for work no caller identified (the seed,
 * scheduled work), which the runner then does not record.
 */
export function requestOf(ctx: WithRequest): RequestKey | undefined {
  if (!ctx.idempotency || !ctx.emis) return undefined;
  return { emis: ctx.emis, ...ctx.idempotency };
}
