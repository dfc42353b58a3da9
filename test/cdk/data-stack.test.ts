import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../functions/src/db/table';
import { buildTestKantoor, resourcesOf } from './kantoor-app';

describe('Data stack', () => {
  let template: Template;
  beforeAll(() => {
    template = Template.fromStack(buildTestKantoor().data);
    // Building every stack takes more than a hook's default 10 s on a busy machine.
  }, 180_000);

  it('keeps the table: on demand, PITR, deletion protection, retained', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
        Replicas: [
          Match.objectLike({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      }),
    });
  });

  it('has the two overloaded GSIs of functions/src/db/table.ts, projecting everything', () => {
    const table = resourcesOf(template, 'AWS::DynamoDB::GlobalTable')[0]?.[1];
    expect(table?.Properties?.GlobalSecondaryIndexes).toEqual(
      TABLE.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('keeps the media bucket private, versioned, encrypted and retained', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
          ],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'media/' }),
      }),
    });
  });

  it('refuses plain HTTP to the media bucket and lets CloudFront read only images/*', () => {
    const policy = resourcesOf(template, 'AWS::S3::BucketPolicy').find(([id]) =>
      id.startsWith('Media'),
    );
    const statements = (
      policy?.[1].Properties?.PolicyDocument as { Statement: Array<Record<string, unknown>> }
    ).Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    const cloudFront = statements.filter((s) => JSON.stringify(s.Principal).includes('cloudfront'));
    expect(cloudFront).toHaveLength(1);
    expect(JSON.stringify(cloudFront[0]?.Resource)).toContain('/images/*');
    expect(cloudFront[0]?.Action).toBe('s3:GetObject');
  });

  it('signs tokens with an asymmetric P-256 key that is kept', () => {
    template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' }),
    });
  });

  it('seals secrets at rest under a symmetric key that is kept and rotated', () => {
    template.resourceCountIs('AWS::KMS::Key', 2);
    template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        EnableKeyRotation: true,
        Description: Match.stringLikeRegexp('secrets at rest'),
      }),
    });
    const secretBox = resourcesOf(template, 'AWS::KMS::Key').find(([id]) =>
      id.startsWith('SecretBoxKey'),
    );
    // Symmetric: no key spec (SYMMETRIC_DEFAULT), encrypt/decrypt.
    expect(secretBox?.[1].Properties?.KeySpec).toBeUndefined();
    expect(secretBox?.[1].Properties?.KeyUsage).toBeUndefined();
  });

  it("reads the key's public half at deploy, allowed kms:GetPublicKey on that key alone", () => {
    const [keyId] =
      resourcesOf(template, 'AWS::KMS::Key').find(([id]) => id.startsWith('SigningKey')) ?? [];
    const keyArn = { 'Fn::GetAtt': [keyId, 'Arn'] };
    template.hasResourceProperties('Custom::SigningPublicKey', { KeyId: keyArn });
    const roles = resourcesOf(template, 'AWS::IAM::Role').filter(([, role]) =>
      JSON.stringify(role).includes('kms:GetPublicKey'),
    );
    expect(roles).toHaveLength(1);
    const statements = (
      roles[0]?.[1].Properties?.Policies as Array<{
        PolicyDocument: { Statement: Array<{ Action: unknown; Resource: unknown }> };
      }>
    ).flatMap((policy) => policy.PolicyDocument.Statement);
    expect(statements).toEqual([
      expect.objectContaining({ Action: 'kms:GetPublicKey', Resource: keyArn }),
    ]);
  });
});
