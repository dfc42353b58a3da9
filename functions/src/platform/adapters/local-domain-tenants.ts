import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isApex } from '@shared/domains/hosts';
import type { DnsRecord } from '@shared/onboarding/schemas';
import type { DomainTenantState, DomainTenants, TenantRemoval } from '../ports';

/** The local stand-in of the CDN's state, one JSON object a line (`<dir>/domains.jsonl`). */
export type LocalDomainEvent =
  | { op: 'request'; tenant: string; domains: string[] }
  | { op: 'remove'; tenant: string }
  /** Written by a test (or a person): the name's certificate is issued, or cannot be. */
  | { op: 'validate'; domain: string; result: 'active' | 'failed' };

export const LOCAL_DOMAINS_FILE = 'domains.jsonl';

const isLocalName = (domain: string) => domain === 'localhost' || domain.endsWith('.localhost');

/** The records a name needs to reach Kantoor locally (the machine itself). */
const recordOf = (domain: string): DnsRecord => ({
  type: isApex(domain) ? 'ALIAS' : 'CNAME',
  name: domain,
  value: 'localhost',
});

/**
 * Local mode's domains: the local server answers every `*.localhost` host from the table (the
 * browser resolves those names to the machine), so such a domain is active at once. Any other
 * name cannot reach this machine: it stays pending, with the records a real DNS would need,
 * until a `validate` line in `<dir>/domains.jsonl` says its certificate is issued (or failed);
 * that is how a test drives a domain change. Requests and removals are appended there too.
 */
export class LocalDomainTenants implements DomainTenants {
  constructor(private readonly dir?: string) {}

  private async append(event: LocalDomainEvent) {
    if (!this.dir) return;
    await mkdir(this.dir, { recursive: true });
    await appendFile(join(this.dir, LOCAL_DOMAINS_FILE), JSON.stringify(event) + '\n');
  }

  private async events(): Promise<LocalDomainEvent[]> {
    if (!this.dir) return [];
    const text = await readFile(join(this.dir, LOCAL_DOMAINS_FILE), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LocalDomainEvent);
  }

  async request({
    domain,
    aliases = [],
  }: {
    emis: string;
    domain: string;
    aliases?: readonly string[];
  }) {
    const tenant = `local:${domain}`;
    await this.append({ op: 'request', tenant, domains: [domain, ...aliases] });
    return { tenantId: tenant };
  }

  async status(
    _tenantId: string,
    domain: string,
    aliases: readonly string[] = [],
  ): Promise<DomainTenantState> {
    const names = [domain, ...aliases];
    if (names.every(isLocalName))
      return { status: 'active', certificate: null, record: null, records: [] };
    const validated = new Map<string, 'active' | 'failed'>();
    for (const event of await this.events())
      if (event.op === 'validate') validated.set(event.domain, event.result);
    const states = names.map((name) => (isLocalName(name) ? 'active' : validated.get(name)));
    if (states.includes('failed'))
      return {
        status: 'failed',
        certificate: 'failed',
        record: null,
        records: names.map(recordOf),
      };
    if (states.every((state) => state === 'active'))
      return { status: 'active', certificate: 'issued', record: null, records: [] };
    const records = names.filter((_, i) => states[i] !== 'active').map(recordOf);
    return {
      status: 'pending-validation',
      certificate: 'pending-validation',
      record: records[0] ?? null,
      records,
    };
  }

  async remove(tenantId: string): Promise<TenantRemoval> {
    await this.append({ op: 'remove', tenant: tenantId });
    return 'removed';
  }
}
