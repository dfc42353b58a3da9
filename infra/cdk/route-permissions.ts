import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SECRET_BOX_PURPOSE } from '../../functions/src/platform/secret-box';
import type { Permission, RouteEntry } from '../../functions/src/routes';

/** ARNs a route function may be granted access to. */
export type RouteResources = {
  tableArn: string;
  indexArns: string[];
  mediaBucketArn: string;
  signingKeyArn: string;
  /** The symmetric key whose data keys seal secrets at rest (routes that use 'secret-box'). */
  secretBoxKeyArn?: string;
  logGroupArn: string;
  /** SES identities the sender may use (`arn:...:identity/*`). */
  emailIdentityArn: string;
  /** The SMS run schedules (`arn:...:schedule/kantoor/sms-*`) and the role they invoke with. */
  smsSchedulesArn?: string;
  schedulerRoleArn?: string;
  /** The multi-tenant distribution (Web stack) whose tenants companies' domains become. */
  tenantDistributionArn?: string;
  /** Every distribution tenant of the account (`arn:...:distribution-tenant/*`). */
  distributionTenantsArn?: string;
};

const statement = (
  actions: string[],
  resources: string[],
  conditions?: Record<string, Record<string, string>>,
) => new PolicyStatement({ actions, resources, ...(conditions ? { conditions } : {}) });

function required(value: string | undefined, name: string, use = 'schedule'): string {
  if (!value) throw new Error(`A route that uses '${use}' needs ${name}`);
  return value;
}

/**
 * Does this route verify tokens or sign them? Both need the signing key's public half, which
 * the function finds in its environment (SIGNING_PUBLIC_KEY): no KMS permission for it.
 */
export const needsPublicKey = (route: Pick<RouteEntry, 'auth' | 'uses'>) =>
  route.auth === 'token' || route.uses.includes('sign');

const GRANTS: Record<Permission, (r: RouteResources) => PolicyStatement[]> = {
  // DynamoDB authorises a transaction per item action (there is no TransactWriteItems IAM
  // action), so these also cover ElectroDB's transaction.write.
  'table:write': (r) => [
    statement(
      ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
      [r.tableArn],
    ),
  ],
  sign: (r) => [statement(['kms:Sign'], [r.signingKeyArn])],
  // Envelope encryption of secrets at rest: a data key made or unwrapped, on the secrets key
  // alone, and only under the secret box's encryption context (not a general decrypt).
  'secret-box': (r) => [
    statement(
      ['kms:GenerateDataKey', 'kms:Decrypt'],
      [required(r.secretBoxKeyArn, 'secretBoxKeyArn', 'secret-box')],
      { StringEquals: { 'kms:EncryptionContext:purpose': SECRET_BOX_PURPOSE } },
    ),
  ],
  // ListBucket makes a missing key answer 404 (NoSuchKey) instead of 403.
  'media:read': (r) => [
    statement(['s3:GetObject'], [`${r.mediaBucketArn}/*`]),
    statement(['s3:ListBucket'], [r.mediaBucketArn]),
  ],
  'media:write': (r) => [statement(['s3:PutObject', 's3:DeleteObject'], [`${r.mediaBucketArn}/*`])],
  email: (r) => [statement(['ses:SendEmail', 'ses:SendRawEmail'], [r.emailIdentityArn])],
  // A campaign run's one-time schedule: created, removed, and handed the invoker role.
  schedule: (r) => [
    statement(
      ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
      [required(r.smsSchedulesArn, 'smsSchedulesArn')],
    ),
    statement(['iam:PassRole'], [required(r.schedulerRoleArn, 'schedulerRoleArn')]),
  ],
  // SMS goes straight to a phone number, which has no ARN: sns:Publish takes '*'.
  sms: () => [statement(['sns:Publish'], ['*'])],
  // Outbound HTTPS (the exchange-rate service) needs no permission outside a VPC.
  internet: () => [],
  // The merchant settings come in the environment at deploy (a dynamic reference): no grant.
  card: () => [],
  // A company's domain becomes a tenant of the one multi-tenant distribution, and its state is
  // read back; a domain change disables and deletes the tenant it replaces (issue 27). Nothing
  // else of CloudFront (no other distribution).
  domains: (r) => [
    statement(
      ['cloudfront:CreateDistributionTenant'],
      [
        required(r.tenantDistributionArn, 'tenantDistributionArn', 'domains'),
        required(r.distributionTenantsArn, 'distributionTenantsArn', 'domains'),
      ],
    ),
    statement(
      [
        'cloudfront:GetDistributionTenant',
        'cloudfront:GetManagedCertificateDetails',
        'cloudfront:UpdateDistributionTenant',
        'cloudfront:DeleteDistributionTenant',
      ],
      [required(r.distributionTenantsArn, 'distributionTenantsArn', 'domains')],
    ),
  ],
  // An edit to a company's site invalidates its own distribution tenant's cached pages; the
  // tenant's id is known only at onboarding, so the grant is on the account's tenants.
  'site:invalidate': (r) => [
    statement(
      ['cloudfront:CreateInvalidationForDistributionTenant'],
      [required(r.distributionTenantsArn, 'distributionTenantsArn', 'site:invalidate')],
    ),
  ],
};

/**
 * Least privilege for one route function, from the route's `uses`: every function reads the
 * table (Query, never Scan) and writes its own log group; the rest is granted per permission.
 */
export function routeStatements(
  route: Pick<RouteEntry, 'auth' | 'uses'>,
  r: RouteResources,
): PolicyStatement[] {
  return [
    statement(['logs:CreateLogStream', 'logs:PutLogEvents'], [r.logGroupArn]),
    statement(
      ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem'],
      [r.tableArn],
    ),
    statement(['dynamodb:Query'], [r.tableArn, ...r.indexArns]),
    ...[...new Set(route.uses)].flatMap((use) => GRANTS[use](r)),
  ];
}
