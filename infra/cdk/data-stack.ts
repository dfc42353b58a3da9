import { join } from 'node:path';
import {
  CustomResource,
  CustomResourceProvider,
  CustomResourceProviderRuntime,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE } from '../../functions/src/db/table';
import { REPO_ROOT } from './repo-root';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** What outlives every deployment: the table, the media bucket and the token signing key. */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly media: Bucket;
  /** The media bucket's ARN as an explicit import, for the API stacks (see below). */
  readonly mediaBucketArn: string;
  readonly signingKey: Key;
  /** Seals secrets at rest (TOTP secrets): its data keys, envelope encryption. */
  readonly secretBoxKey: Key;
  /**
   * The signing key's public half (base64 DER), read from KMS at deploy time: the functions
   * that verify or sign tokens get it in SIGNING_PUBLIC_KEY and never ask KMS for it.
   */
  readonly signingPublicKey: string;
  readonly edgeSecret: Secret;
  readonly gatewaySecret: Secret;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(TABLE.partitionKey),
      sortKey: stringKey(TABLE.sortKey),
      billing: Billing.onDemand(),
      globalSecondaryIndexes: TABLE.globalIndexes.map((index) => ({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      })),
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Server access logs of the media bucket (cdk-nag S1 counts a log target as compliant).
    const accessLogs = new Bucket(this, 'AccessLogs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.media = new Bucket(this, 'Media', {
      versioned: true,
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'media/',
      // Versions protect against overwrites and deletes; old ones need not live for ever.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // A named export: the functions' `bucket/*` grant then reads the same in every API stack,
    // which is what its cdk-nag acknowledgement names.
    this.mediaBucketArn = this.exportValue(this.media.bucketArn, {
      name: `${this.stackName}-MediaBucketArn`,
    });
    // CloudFront (Web stack) reads images/* through Origin Access Control. Naming the
    // distribution here would make Data depend on Web (a cycle), so any distribution of this
    // account may read images/*: they are public on the tenants' sites anyway, and nothing
    // else in the bucket is reachable this way.
    this.media.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        // The video tutorials are the product's own help, public as the images are.
        resources: [this.media.arnForObjects('images/*'), this.media.arnForObjects('tutorials/*')],
        conditions: {
          ArnLike: {
            'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*`,
          },
        },
      }),
    );

    // ES256 tokens: the private key never leaves KMS. Asymmetric keys cannot rotate
    // automatically; cdk-nag's KMS5 knows and applies only to symmetric keys, so there is
    // nothing to acknowledge.
    this.signingKey = new Key(this, 'SigningKey', {
      description: 'Kantoor: signs session tokens (ES256)',
      keySpec: KeySpec.ECC_NIST_P256,
      keyUsage: KeyUsage.SIGN_VERIFY,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.signingPublicKey = this.readPublicKey(this.signingKey);

    // Secrets at rest (issue 29: TOTP secrets) are sealed under data keys this key wraps; the
    // wrapped data key is kept beside each ciphertext. Kept (a deleted key loses every secret)
    // and rotated yearly by KMS (old versions still unwrap).
    this.secretBoxKey = new Key(this, 'SecretBoxKey', {
      description: 'Kantoor: wraps the data keys that seal secrets at rest (TOTP secrets)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // CloudFront sends this in x-kantoor-edge on every API request; the functions believe the
    // edge's host and viewer-IP headers only when it matches (functions/src/platform/config.ts),
    // so a caller going straight to execute-api cannot choose them.
    this.edgeSecret = new Secret(this, 'EdgeSecret', {
      description: 'Kantoor: proves an API request came through CloudFront',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(this.edgeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "The edge secret lives in the CloudFront origin header and the functions' environment, both set at deploy: rotate it by deploying a new value, not with a rotation Lambda.",
    });

    // The card gateway merchant's settings: filled in by an operator after the first deploy
    // (README "Deploy"); placeholders until then, so checkouts are refused, never mis-signed.
    this.gatewaySecret = new Secret(this, 'GatewaySecret', {
      description: 'Kantoor: card gateway merchant_id, merchant_key and passphrase',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ merchant_id: '', merchant_key: '' }),
        generateStringKey: 'passphrase',
        excludePunctuation: true,
        passwordLength: 32,
      },
    });
    Validations.of(this.gatewaySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "The merchant's settings are issued by the card gateway and changed there: rotated by hand, not by a rotation Lambda.",
    });
  }

  /**
   * The key's public half, read once per deployment by a small deploy-time function
   * (signing-public-key/index.js, kms:GetPublicKey on this key only). CloudFormation's own
   * custom resource for SDK calls cannot: it decodes binary answers as UTF-8.
   */
  private readPublicKey(key: Key): string {
    const type = 'Custom::SigningPublicKey';
    const provider = CustomResourceProvider.getOrCreateProvider(this, type, {
      codeDirectory: join(REPO_ROOT, 'infra/cdk/signing-public-key'),
      runtime: CustomResourceProviderRuntime.NODEJS_22_X,
      description: "Kantoor: reads the token signing key's public half at deploy",
      timeout: Duration.minutes(1),
      policyStatements: [{ Effect: 'Allow', Action: 'kms:GetPublicKey', Resource: key.keyArn }],
    });
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason:
          'The project targets nodejs22.x deliberately (the version it is built and tested for).',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's custom resource provider writes its logs with the basic execution role; its only other grant is kms:GetPublicKey on the signing key.",
      },
    );
    const resource = new CustomResource(this, 'SigningPublicKey', {
      resourceType: type,
      serviceToken: provider.serviceToken,
      properties: { KeyId: key.keyArn },
    });
    return resource.getAttString('PublicKey');
  }
}
