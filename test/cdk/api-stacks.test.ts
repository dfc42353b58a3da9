import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteEntry } from '../../functions/src/routes';
import { buildTestKantoor, resourcesOf } from './kantoor-app';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
type Deployed = {
  stack: string;
  fn: Record<string, unknown>;
  actions: Set<string>;
  statements: Statement[];
};

const routes = routeList();

/** Each route's function properties and the actions its role allows, from the templates. */
function deployedFunctions(templates: Array<[string, Template]>): Map<string, Deployed> {
  const found = new Map<string, Deployed>();
  for (const [stack, template] of templates) {
    const roles = new Map(resourcesOf(template, 'AWS::IAM::Role'));
    for (const [, fn] of resourcesOf(template, 'AWS::Lambda::Function')) {
      const props = fn.Properties ?? {};
      const roleId = (props.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const policies = (roles.get(roleId)?.Properties?.Policies ?? []) as Array<{
        PolicyDocument: { Statement: Statement[] };
      }>;
      const statements = policies.flatMap((policy) => policy.PolicyDocument.Statement);
      const actions = new Set(
        statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action])),
      );
      found.set(String(props.Description), { stack, fn: props, actions, statements });
    }
  }
  return found;
}

describe('API stacks generated from the route table', () => {
  let templates: Array<[string, Template]>;
  let deployed: Map<string, Deployed>;
  let http: Template;

  beforeAll(() => {
    const kantoor = buildTestKantoor();
    templates = kantoor.apis.map((stack) => [stack.stackName, Template.fromStack(stack)]);
    deployed = deployedFunctions(templates);
    http = Template.fromStack(kantoor.http);
    // Building every stack takes more than a hook's default 10 s on a busy machine.
  }, 180_000);

  const each = (check: (route: RouteEntry, found: Deployed) => void) => () => {
    for (const route of routes) {
      const found = deployed.get(route.key);
      expect(found, route.key).toBeDefined();
      if (found) check(route, found);
    }
  };

  it('gives every function the edge secret by dynamic reference, never as plain text', () => {
    for (const [, template] of templates) {
      for (const [, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
        const env = (fn as { Properties: { Environment: { Variables: Record<string, unknown> } } })
          .Properties.Environment.Variables;
        expect(JSON.stringify(env.EDGE_SECRET)).toContain('resolve:secretsmanager:');
      }
    }
  });

  it('has one HTTP API with an auto-deployed, access-logged default stage', () => {
    http.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    http.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('context.requestId'),
      },
    });
  });

  it('gives every route exactly one function and one HTTP API route', () => {
    expect(deployed.size).toBe(routes.length);
    const routeKeys = templates.flatMap(([, template]) =>
      resourcesOf(template, 'AWS::ApiGatewayV2::Route').map(
        ([, route]) => route.Properties?.RouteKey,
      ),
    );
    expect(routeKeys.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it(
    'runs each function on nodejs22.x arm64 with its memory, its time limit (10 s unless the route says) and the AWS configuration',
    each((route, { fn }) => {
      const heavy =
        route.uses.includes('sign') ||
        route.path === '/auth/login' ||
        route.path.startsWith('/auth/register') ||
        route.path === '/onboard-company';
      expect(fn).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: heavy ? 512 : 256,
        Timeout: route.timeoutSeconds ?? 10,
        Handler: 'index.handler',
        LoggingConfig: { LogGroup: expect.anything() },
        Environment: {
          Variables: expect.objectContaining({
            KANTOOR_MODE: 'aws',
            TABLE_NAME: expect.anything(),
            MEDIA_BUCKET: expect.anything(),
            SIGNING_KEY_ID: expect.anything(),
            EMAIL_FROM: 'no-reply@kantoor.test',
            TENANT_HOST_HEADER: 'x-kantoor-host',
            CLIENT_IP_HEADER: 'x-kantoor-viewer-ip',
            NODE_OPTIONS: '--enable-source-maps',
          }),
        },
      });
    }),
  );

  it(
    'lets every function read the table with Query, never Scan',
    each((route, { actions }) => {
      expect(actions.has('dynamodb:GetItem'), route.key).toBe(true);
      expect(actions.has('dynamodb:Query'), route.key).toBe(true);
      expect(actions.has('dynamodb:Scan'), route.key).toBe(false);
      expect(
        [...actions].some((action) => action.endsWith(':*')),
        route.key,
      ).toBe(false);
    }),
  );

  it(
    'grants writes only to routes that use table:write',
    each((route, { actions }) => {
      const writes = route.uses.includes('table:write');
      for (const action of [
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
      ]) {
        expect(actions.has(action), `${route.key} ${action}`).toBe(writes);
      }
    }),
  );

  it(
    'grants kms:Sign only to routes that sign, and the public key to those that verify or sign',
    each((route, { actions, fn }) => {
      expect(actions.has('kms:Sign'), route.key).toBe(route.uses.includes('sign'));
      // The public half is in the environment (read from KMS at deploy), never asked of KMS.
      expect(actions.has('kms:GetPublicKey'), route.key).toBe(false);
      const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      expect('SIGNING_PUBLIC_KEY' in variables, route.key).toBe(
        route.auth === 'token' || route.uses.includes('sign'),
      );
    }),
  );

  it(
    "grants the secrets key's data keys (and its id) only to the two-factor routes that seal or open, under the box's context",
    each((route, { actions, statements, fn }) => {
      const seals = route.uses.includes('secret-box');
      expect(actions.has('kms:GenerateDataKey'), route.key).toBe(seals);
      expect(actions.has('kms:Decrypt'), route.key).toBe(seals);
      const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      expect('SECRET_BOX_KEY_ID' in variables, route.key).toBe(seals);
      if (!seals) return;
      const kms = statements.filter((s) => JSON.stringify(s.Action).includes('kms:Decrypt'));
      expect(kms, route.key).toHaveLength(1);
      expect([kms[0]?.Action].flat().sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
      expect(kms[0]?.Condition).toEqual({
        StringEquals: { 'kms:EncryptionContext:purpose': 'kantoor-secret-box' },
      });
      // On the secrets key alone (imported from the Data stack), the same one as the variable.
      expect(JSON.stringify(kms[0]?.Resource)).toMatch(/SecretBoxKey/);
      expect(JSON.stringify(kms[0]?.Resource)).not.toMatch(/SigningKey|\*/);
      expect(kms[0]?.Resource).toEqual(variables.SECRET_BOX_KEY_ID);
    }),
  );

  it('lets exactly the two-factor sign-in, enrol, confirm and disable routes use the secret box', () => {
    expect(
      routes
        .filter((r) => r.uses.includes('secret-box'))
        .map((r) => r.key)
        .sort(),
    ).toEqual([
      'POST /auth/two-factor/confirm',
      'POST /auth/two-factor/disable',
      'POST /auth/two-factor/enrol',
      'POST /auth/two-factor/sign-in',
    ]);
  });

  it(
    'grants media, e-mail and SMS only as the route table says',
    each((route, { actions }) => {
      const uses = new Set(route.uses);
      expect(actions.has('s3:GetObject'), route.key).toBe(uses.has('media:read'));
      expect(actions.has('s3:PutObject'), route.key).toBe(uses.has('media:write'));
      expect(actions.has('ses:SendEmail'), route.key).toBe(uses.has('email'));
      expect(actions.has('sns:Publish'), route.key).toBe(uses.has('sms'));
    }),
  );

  it(
    'lets only the routes that schedule SMS arm runs, with the dispatcher in their environment',
    each((route, { actions, fn }) => {
      const schedules = route.uses.includes('schedule');
      expect(actions.has('scheduler:CreateSchedule'), route.key).toBe(schedules);
      expect(actions.has('scheduler:DeleteSchedule'), route.key).toBe(schedules);
      expect(actions.has('iam:PassRole'), route.key).toBe(schedules);
      const env = (fn as { Environment: { Variables: Record<string, unknown> } }).Environment
        .Variables;
      expect('SMS_DISPATCHER_ARN' in env, route.key).toBe(schedules);
      if (schedules) expect(env.SCHEDULE_GROUP, route.key).toBe('kantoor');
    }),
  );
  it(
    "lets only the routes that use 'domains' create and read distribution tenants, and nothing else of CloudFront",
    each((route, { actions, fn, statements }) => {
      const domains = route.uses.includes('domains');
      const cloudfront = [...actions]
        .filter(
          (action) =>
            action.startsWith('cloudfront:') &&
            action !== 'cloudfront:CreateInvalidationForDistributionTenant',
        )
        .sort();
      expect(cloudfront, route.key).toEqual(
        domains
          ? [
              'cloudfront:CreateDistributionTenant',
              'cloudfront:DeleteDistributionTenant',
              'cloudfront:GetDistributionTenant',
              'cloudfront:GetManagedCertificateDetails',
              'cloudfront:UpdateDistributionTenant',
            ]
          : [],
      );
      const env = (fn as { Environment: { Variables: Record<string, unknown> } }).Environment
        .Variables;
      expect('DOMAIN_DISTRIBUTION_ID' in env, route.key).toBe(domains);
      expect('DOMAIN_ROUTING_ENDPOINT' in env, route.key).toBe(domains);
      if (!domains) return;
      // Creating is allowed on the multi-tenant distribution (imported from the Web stack) and
      // its tenants; reading on the tenants only.
      const create = statements.find((s) =>
        [s.Action].flat().includes('cloudfront:CreateDistributionTenant'),
      );
      expect(JSON.stringify(create?.Resource)).toContain('KantoorWeb');
      expect(JSON.stringify(create?.Resource)).toContain(':distribution-tenant/*');
    }),
  );
  it(
    "lets only the routes that use 'site:invalidate' invalidate distribution tenants' cached pages",
    each((route, { actions, statements }) => {
      const invalidates = route.uses.includes('site:invalidate');
      expect(actions.has('cloudfront:CreateInvalidationForDistributionTenant'), route.key).toBe(
        invalidates,
      );
      // Never a whole distribution's invalidation.
      expect(actions.has('cloudfront:CreateInvalidation'), route.key).toBe(false);
      if (!invalidates) return;
      const grant = statements.find((s) =>
        [s.Action].flat().includes('cloudfront:CreateInvalidationForDistributionTenant'),
      );
      expect(JSON.stringify(grant?.Resource)).toContain(':distribution-tenant/*');
    }),
  );
  it('invalidates the site from the writes that change what it shows', () => {
    const invalidating = routes.filter((r) => r.uses.includes('site:invalidate')).map((r) => r.key);
    expect(invalidating).toEqual(
      expect.arrayContaining([
        'POST /auth/save-post',
        'POST /auth/update-selected-posts-statuses',
        'POST /auth/bulk-delete-posts',
        'POST /auth/delete-post',
        'POST /auth/save-event',
        'POST /auth/delete-selected-events',
        'POST /auth/save-product',
        'POST /auth/upload-image',
        'POST /auth/replace-image',
        'POST /auth/delete-image',
        'POST /auth/update-item',
        'POST /auth/update-model-single-row',
        'POST /auth/save-form-data',
        'POST /auth/delete-item',
      ]),
    );
    // Public routes never invalidate: a visitor cannot empty a site's cache.
    expect(routes.filter((r) => r.auth === 'public' && r.uses.includes('site:invalidate'))).toEqual(
      [],
    );
  });
  // Only the domain panel: CloudFront's client made the card notification (a paid sign-up) 931 KB
  // and create-company 903 KB; the manager's first look at Site Domain requests the tenant.
  it("makes companies' domains tenants from the domain panel and a domain change only", () => {
    expect(
      routes
        .filter((r) => r.uses.includes('domains'))
        .map((r) => r.key)
        .sort(),
    ).toEqual([
      'POST /auth/cancel-domain-change',
      'POST /auth/change-domain',
      'POST /auth/check-domain-change',
      'POST /auth/get-domain-status',
    ]);
  });

  it('arms SMS runs from the routes that schedule and cancel them', () => {
    const arming = routes.filter((r) => r.uses.includes('schedule')).map((r) => r.key);
    expect(arming.sort()).toEqual([
      'POST /auth/cancel-sms-campaign',
      'POST /auth/schedule-sms-for-future',
    ]);
  });

  it('keeps each API stack far below 500 resources', () => {
    for (const [name, template] of templates)
      expect(resourcesOf(template).length, name).toBeLessThan(500);
  });
});
