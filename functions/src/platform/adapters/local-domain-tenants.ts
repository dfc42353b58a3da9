import type { DomainTenantState, DomainTenants } from '../ports';

/**
 * Local mode's domains: the local server answers every `*.localhost` host from the table (the
 * browser resolves those names to the machine), so such a domain is active at once. Any other
 * name cannot reach this machine: it stays pending, with the record a real DNS would need.
 */
export class LocalDomainTenants implements DomainTenants {
  async request({ domain }: { emis: string; domain: string }) {
    return { tenantId: `local:${domain}` };
  }

  async status(_tenantId: string, domain: string): Promise<DomainTenantState> {
    if (domain === 'localhost' || domain.endsWith('.localhost'))
      return { status: 'active', certificate: null, record: null };
    return {
      status: 'pending-validation',
      certificate: null,
      record: { type: 'CNAME', name: domain, value: 'localhost' },
    };
  }

  /** Locally a domain is the table's claim alone: nothing on a CDN to remove. */
  async remove(_tenantId: string): Promise<void> {}
}
