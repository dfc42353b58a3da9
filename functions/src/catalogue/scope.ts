import { formatDateTime } from '@shared/time/sast';
import type { Database } from '../db/service';
import type { TenantData } from '../db/tenant-data';
import type { Deps } from '../platform/deps';
import type { Caller } from '../kernel/context';
import type { Actor } from '../tables/audit';

/**
 * What the client and catalogue use cases work in: one company's data, the time of the
 * request, and who acts (their audit entries name them). The seed acts as nobody: it writes
 * no audit entries.
 */
export type Scope = { db: Database; emis: string; now: string; actor?: Actor };

/** The scope of a token route: the company and the caller come from the verified token. */
export function scopeOf(input: {
  deps: Deps;
  tenant: TenantData;
  caller: Caller;
  requestId: string;
}): Scope {
  return {
    db: input.deps.db,
    emis: input.tenant.emis,
    now: formatDateTime(input.deps.clock.now()),
    actor: { emis: input.tenant.emis, userId: input.caller.userId, requestId: input.requestId },
  };
}
