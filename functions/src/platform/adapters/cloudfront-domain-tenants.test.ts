import {
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  GetDistributionTenantCommand,
  GetManagedCertificateDetailsCommand,
  UpdateDistributionTenantCommand,
  type CloudFrontClient,
} from '@aws-sdk/client-cloudfront';
import { describe, expect, it } from 'vitest';
import {
  CloudFrontDomainTenants,
  distributionTenantRequest,
  domainStateOf,
  tenantName,
} from './cloudfront-domain-tenants';

const SETTINGS = {
  distributionId: 'E2TENANTS123',
  connectionGroupId: 'cg_2abcDEF',
  routingEndpoint: 'd111111abcdef8.cloudfront.net',
};

/** A CloudFront client that records the commands it is sent and answers from `reply`. */
function fakeClient(reply: (command: unknown) => unknown) {
  const sent: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      sent.push(command);
      const answer = reply(command);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as CloudFrontClient;
  return { client, sent };
}

const named = (name: string) => Object.assign(new Error(name), { name });

describe('the distribution tenant onboarding requests for a company domain', () => {
  it('names the multi-tenant distribution, the connection group, the domain and a CloudFront-managed certificate', async () => {
    const { client, sent } = fakeClient(() => ({ DistributionTenant: { Id: 'dt_1' } }));
    const tenants = new CloudFrontDomainTenants(SETTINGS, client);
    await expect(
      tenants.request({ emis: 'acme_trading', domain: 'www.acme.co.za' }),
    ).resolves.toEqual({ tenantId: 'dt_1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(CreateDistributionTenantCommand);
    expect((sent[0] as CreateDistributionTenantCommand).input).toEqual({
      DistributionId: 'E2TENANTS123',
      Name: tenantName('acme_trading'),
      Domains: [{ Domain: 'www.acme.co.za' }],
      ConnectionGroupId: 'cg_2abcDEF',
      Parameters: [{ Name: 'tenantEmis', Value: 'acme_trading' }],
      ManagedCertificateRequest: {
        PrimaryDomainName: 'www.acme.co.za',
        ValidationTokenHost: 'cloudfront',
        CertificateTransparencyLoggingPreference: 'enabled',
      },
      Enabled: true,
    });
  });

  it('gives each company one stable tenant name of letters, digits and dashes', () => {
    expect(tenantName('acme_trading')).toMatch(/^kantoor-acme-trading-[0-9a-f]{8}$/);
    expect(tenantName('acme_trading')).toBe(tenantName('acme_trading'));
    expect(tenantName('acme-trading')).not.toBe(tenantName('acme_trading'));
    expect(tenantName('A'.repeat(64)).length).toBeLessThanOrEqual(128);
  });

  it('leaves the connection group out when none is configured (CloudFront uses the default one)', () => {
    const request = distributionTenantRequest(
      { distributionId: 'E1', routingEndpoint: 'x.cloudfront.net' },
      { emis: 'e', domain: 'e.co.za' },
    );
    expect(request).not.toHaveProperty('ConnectionGroupId');
  });

  it('answers the existing tenant when asked again (a repeated notification)', async () => {
    const { client, sent } = fakeClient((command) =>
      command instanceof CreateDistributionTenantCommand
        ? named('EntityAlreadyExists')
        : { DistributionTenant: { Id: 'dt_existing' } },
    );
    const tenants = new CloudFrontDomainTenants(SETTINGS, client);
    await expect(tenants.request({ emis: 'acme', domain: 'acme.co.za' })).resolves.toEqual({
      tenantId: 'dt_existing',
    });
    expect(sent[1]).toBeInstanceOf(GetDistributionTenantCommand);
    expect((sent[1] as GetDistributionTenantCommand).input).toEqual({
      Identifier: tenantName('acme'),
    });
  });

  it('passes on other failures (a domain another distribution serves)', async () => {
    const { client } = fakeClient(() => named('CNAMEAlreadyExists'));
    const tenants = new CloudFrontDomainTenants(SETTINGS, client);
    await expect(tenants.request({ emis: 'a', domain: 'a.co.za' })).rejects.toThrow(
      'CNAMEAlreadyExists',
    );
  });
});

describe("a company domain's state", () => {
  const tenant = (status: 'active' | 'inactive') => ({
    Id: 'dt_1',
    Domains: [{ Domain: 'acme.co.za', Status: status }],
  });
  const record = { type: 'ALIAS', name: 'acme.co.za', value: SETTINGS.routingEndpoint };

  it('is pending validation with the CNAME to set until the certificate is issued', () => {
    expect(
      domainStateOf('acme.co.za', SETTINGS.routingEndpoint, tenant('inactive'), {
        CertificateStatus: 'pending-validation',
        ValidationTokenHost: 'cloudfront',
      }),
    ).toEqual({
      status: 'pending-validation',
      certificate: 'pending-validation',
      record,
      records: [record],
    });
  });

  it('is active once the certificate is issued and the domain served', () => {
    expect(
      domainStateOf('acme.co.za', SETTINGS.routingEndpoint, tenant('active'), {
        CertificateStatus: 'issued',
      }),
    ).toEqual({ status: 'active', certificate: 'issued', record: null, records: [] });
  });

  it('is failed when the certificate cannot be had', () => {
    for (const certificate of ['failed', 'validation-timed-out', 'revoked', 'expired'] as const) {
      expect(
        domainStateOf('acme.co.za', SETTINGS.routingEndpoint, tenant('inactive'), {
          CertificateStatus: certificate,
        }).status,
      ).toBe('failed');
    }
  });

  it('reads the tenant and its certificate by the tenant id', async () => {
    const { client, sent } = fakeClient((command) =>
      command instanceof GetDistributionTenantCommand
        ? { DistributionTenant: tenant('inactive') }
        : { ManagedCertificateDetails: { CertificateStatus: 'pending-validation' } },
    );
    const tenants = new CloudFrontDomainTenants(SETTINGS, client);
    await expect(tenants.status('dt_1', 'acme.co.za')).resolves.toMatchObject({
      status: 'pending-validation',
      record,
    });
    expect(sent.map((c) => (c as { input: unknown }).input)).toEqual([
      { Identifier: 'dt_1' },
      { Identifier: 'dt_1' },
    ]);
    expect(sent[1]).toBeInstanceOf(GetManagedCertificateDetailsCommand);
  });
});

describe('a domain change on the CDN (issue 27)', () => {
  it("requests the change's own tenant with the apex and its www twin on one certificate", async () => {
    const { client, sent } = fakeClient(() => ({ DistributionTenant: { Id: 'dt_2' } }));
    const tenants = new CloudFrontDomainTenants(SETTINGS, client);
    await expect(
      tenants.request({
        emis: 'acme',
        domain: 'acme.co.za',
        aliases: ['www.acme.co.za'],
        key: 'acme.co.za',
      }),
    ).resolves.toEqual({ tenantId: 'dt_2' });
    const input = (sent[0] as CreateDistributionTenantCommand).input;
    expect(input.Domains).toEqual([{ Domain: 'acme.co.za' }, { Domain: 'www.acme.co.za' }]);
    expect(input.ManagedCertificateRequest?.PrimaryDomainName).toBe('acme.co.za');
    // Beside the company's first tenant, under a name of its own, stable for the same change.
    expect(input.Name).not.toBe(tenantName('acme'));
    expect(input.Name).toBe(tenantName('acme', 'acme.co.za'));
    expect(tenantName('acme', 'other.co.za')).not.toBe(input.Name);
  });

  it('finds the change tenant by its own name when asked again', async () => {
    const { client, sent } = fakeClient((command) =>
      command instanceof CreateDistributionTenantCommand
        ? named('EntityAlreadyExists')
        : { DistributionTenant: { Id: 'dt_again' } },
    );
    const tenants = new CloudFrontDomainTenants(SETTINGS, client);
    await tenants.request({ emis: 'acme', domain: 'new.co.za', key: 'new.co.za' });
    expect((sent[1] as GetDistributionTenantCommand).input).toEqual({
      Identifier: tenantName('acme', 'new.co.za'),
    });
  });

  it('lists an ALIAS for the apex, a CNAME for www and any validation redirect until all are served', () => {
    const tenant = {
      Id: 'dt_2',
      Domains: [
        { Domain: 'acme.co.za', Status: 'inactive' as const },
        { Domain: 'www.acme.co.za', Status: 'active' as const },
      ],
    };
    const state = domainStateOf(
      'acme.co.za',
      SETTINGS.routingEndpoint,
      tenant,
      {
        CertificateStatus: 'pending-validation',
        ValidationTokenHost: 'self-hosted',
        ValidationTokenDetails: [
          {
            Domain: 'acme.co.za',
            RedirectFrom: 'http://acme.co.za/.well-known/pki-validation/x.txt',
            RedirectTo: 'https://validation.example/x.txt',
          },
        ],
      },
      ['www.acme.co.za'],
    );
    expect(state.status).toBe('pending-validation');
    expect(state.records).toEqual([
      { type: 'ALIAS', name: 'acme.co.za', value: SETTINGS.routingEndpoint },
      {
        type: 'HTTP redirect',
        name: 'http://acme.co.za/.well-known/pki-validation/x.txt',
        value: 'https://validation.example/x.txt',
      },
    ]);
    const both = domainStateOf(
      'www.acme.co.za',
      SETTINGS.routingEndpoint,
      { Domains: [{ Domain: 'www.acme.co.za', Status: 'inactive' }] },
      { CertificateStatus: 'pending-validation' },
      ['acme.co.za'],
    );
    expect(both.records).toEqual([
      { type: 'CNAME', name: 'www.acme.co.za', value: SETTINGS.routingEndpoint },
      { type: 'ALIAS', name: 'acme.co.za', value: SETTINGS.routingEndpoint },
    ]);
    const served = domainStateOf(
      'acme.co.za',
      SETTINGS.routingEndpoint,
      {
        Domains: [
          { Domain: 'acme.co.za', Status: 'active' },
          { Domain: 'www.acme.co.za', Status: 'active' },
        ],
      },
      { CertificateStatus: 'issued' },
      ['www.acme.co.za'],
    );
    expect(served).toEqual({ status: 'active', certificate: 'issued', record: null, records: [] });
  });

  it('disables an enabled tenant first (with its ETag), then deletes it once deployed', async () => {
    let enabled = true;
    let status = 'Deployed';
    const { client, sent } = fakeClient((command) => {
      if (command instanceof GetDistributionTenantCommand)
        return {
          ETag: enabled ? 'E1' : 'E2',
          DistributionTenant: {
            Id: 'dt_old',
            DistributionId: 'E2TENANTS123',
            Domains: [{ Domain: 'old.co.za', Status: 'active' }],
            Enabled: enabled,
            Status: status,
          },
        };
      if (command instanceof UpdateDistributionTenantCommand) {
        enabled = false;
        status = 'InProgress';
        return { ETag: 'E2' };
      }
      return {};
    });
    const tenants = new CloudFrontDomainTenants(SETTINGS, client);
    await expect(tenants.remove('dt_old')).resolves.toBe('removing');
    expect(sent[1]).toBeInstanceOf(UpdateDistributionTenantCommand);
    expect((sent[1] as UpdateDistributionTenantCommand).input).toEqual({
      Id: 'dt_old',
      IfMatch: 'E1',
      DistributionId: 'E2TENANTS123',
      Domains: [{ Domain: 'old.co.za' }],
      Enabled: false,
    });
    // Still deploying the disable: nothing is deleted yet.
    sent.length = 0;
    await expect(tenants.remove('dt_old')).resolves.toBe('removing');
    expect(sent.some((c) => c instanceof DeleteDistributionTenantCommand)).toBe(false);
    status = 'Deployed';
    sent.length = 0;
    await expect(tenants.remove('dt_old')).resolves.toBe('removed');
    expect(sent[1]).toBeInstanceOf(DeleteDistributionTenantCommand);
    expect((sent[1] as DeleteDistributionTenantCommand).input).toEqual({
      Id: 'dt_old',
      IfMatch: 'E2',
    });
  });

  it('counts a tenant already gone as removed, and passes on other failures', async () => {
    const gone = new CloudFrontDomainTenants(
      SETTINGS,
      fakeClient(() => named('EntityNotFound')).client,
    );
    await expect(gone.remove('dt_x')).resolves.toBe('removed');
    const denied = new CloudFrontDomainTenants(
      SETTINGS,
      fakeClient(() => named('AccessDenied')).client,
    );
    await expect(denied.remove('dt_x')).rejects.toThrow('AccessDenied');
  });
});
