import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatDateTime } from '@shared/time/sast';
import type { CachedSite, Clock, SiteCache } from '../ports';

/**
 * Local mode caches nothing: the invalidation the AWS adapter would send is appended to
 * `<dir>/cache.jsonl` (one JSON object a line, beside the email and SMS outbox), so tests and
 * people can see which site's paths an edit would refresh.
 */
export class LocalSiteCache implements SiteCache {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock,
  ) {}

  async invalidate(site: CachedSite, paths: readonly string[], reference: string) {
    await mkdir(this.dir, { recursive: true });
    const record = {
      id: reference,
      tenant: site.emis,
      distribution_tenant: site.tenantId ?? null,
      paths,
      time: formatDateTime(this.clock.now()),
    };
    await appendFile(join(this.dir, 'cache.jsonl'), JSON.stringify(record) + '\n');
  }
}
