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
import { LocalDomainTenants } from './local-domain-tenants';

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
  const record = { type: 'CNAME', name: 'acme.co.za', value: SETTINGS.routingEndpoint };

  it('is pending validation with the CNAME to set until the certificate is issued', () => {
    expect(
      domainStateOf('acme.co.za', SETTINGS.routingEndpoint, tenant('inactive'), {
        CertificateStatus: 'pending-validation',
        ValidationTokenHost: 'cloudfront',
      }),
    ).toEqual({ status: 'pending-validation', certificate: 'pending-validation', record });
  });

  it('is active once the certificate is issued and the domain served', () => {
    expect(
      domainStateOf('acme.co.za', SETTINGS.routingEndpoint, tenant('active'), {
        CertificateStatus: 'issued',
      }),
    ).toEqual({ status: 'active', certificate: 'issued', record: null });
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

describe('removing a closed company’s distribution tenant', () => {
  it('disables an enabled tenant, then deletes it with the ETag the update answered', async () => {
    const { client, sent } = fakeClient((command) =>
      command instanceof GetDistributionTenantCommand
        ? {
            ETag: 'E1',
            DistributionTenant: {
              Id: 'dt_1',
              DistributionId: 'E2TENANTS123',
              Enabled: true,
              Domains: [{ Domain: 'acme.co.za', Status: 'active' }],
            },
          }
        : command instanceof UpdateDistributionTenantCommand
          ? { ETag: 'E2' }
          : {},
    );
    await new CloudFrontDomainTenants(SETTINGS, client).remove('dt_1');
    expect(sent.map((c) => (c as object).constructor)).toEqual([
      GetDistributionTenantCommand,
      UpdateDistributionTenantCommand,
      DeleteDistributionTenantCommand,
    ]);
    expect((sent[1] as UpdateDistributionTenantCommand).input).toEqual({
      Id: 'dt_1',
      IfMatch: 'E1',
      Enabled: false,
      DistributionId: 'E2TENANTS123',
      Domains: [{ Domain: 'acme.co.za' }],
    });
    expect((sent[2] as DeleteDistributionTenantCommand).input).toEqual({
      Id: 'dt_1',
      IfMatch: 'E2',
    });
  });

  it('deletes a tenant already disabled at once (a retried unit)', async () => {
    const { client, sent } = fakeClient((command) =>
      command instanceof GetDistributionTenantCommand
        ? { ETag: 'E7', DistributionTenant: { Id: 'dt_1', Enabled: false } }
        : {},
    );
    await new CloudFrontDomainTenants(SETTINGS, client).remove('dt_1');
    expect(sent).toHaveLength(2);
    expect((sent[1] as DeleteDistributionTenantCommand).input).toEqual({
      Id: 'dt_1',
      IfMatch: 'E7',
    });
  });

  it('is done when the tenant is already gone', async () => {
    const { client, sent } = fakeClient(() => named('EntityNotFound'));
    await expect(new CloudFrontDomainTenants(SETTINGS, client).remove('dt_x')).resolves.toBe(
      undefined,
    );
    expect(sent).toHaveLength(1);
  });

  it('passes on any other failure (the unit is tried again)', async () => {
    const { client } = fakeClient(() => named('AccessDenied'));
    await expect(new CloudFrontDomainTenants(SETTINGS, client).remove('dt_x')).rejects.toThrow(
      'AccessDenied',
    );
  });
});

describe('the local domains', () => {
  it('have nothing on a CDN to remove', async () => {
    await expect(new LocalDomainTenants().remove('local:x.localhost')).resolves.toBe(undefined);
  });
});
