import { join } from 'node:path';
import {
  CustomResource,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { TABLE } from '../../functions/src/db/table';
import { MIGRATIONS } from '../../functions/src/system/migrations/registry';
import { functionCode, type BundleScope } from './bundling';
import { wildcardResourceFinding } from './nag';
import { REPO_ROOT } from './repo-root';
import type { DataRefs } from './route-function';

/** What the migrations touch: the table only (no email, SMS, media or keys in its bundle). */
const MIGRATOR = {
  key: 'Data migrations',
  auth: 'public',
  uses: ['table:write'],
} satisfies BundleScope;

export type MigrationsStackProps = StackProps & {
  data: Pick<DataRefs, 'table'>;
  /** Changes at every synth unless given: the migrations run at every deploy. */
  deployId?: string;
};

/**
 * The deploy's data migrations (functions/src/system/migrations): a custom resource whose
 * provider calls the migrator at every deploy, first to start, then every minute until the
 * registry's migrations are all finished (each call runs until its time is nearly up and
 * resumes where the last stopped), for at most two hours; a failure fails the deploy.
 */
export class MigrationsStack extends Stack {
  readonly migrator: LambdaFunction;

  constructor(scope: Construct, id: string, { data, deployId, ...props }: MigrationsStackProps) {
    super(scope, id, props);
    const logGroup = new LogGroup(this, 'MigratorLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'MigratorRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Kantoor data migrations',
      inlinePolicies: {
        migrate: new PolicyDocument({
          statements: [
            // A migration goes company by company: the companies registry is a Query of gsi1,
            // a company's items Queries of its partitions (never a Scan: issue 27).
            new PolicyStatement({
              actions: [
                'dynamodb:GetItem',
                'dynamodb:Query',
                'dynamodb:PutItem',
                'dynamodb:UpdateItem',
              ],
              resources: [data.table.tableArn],
            }),
            new PolicyStatement({
              actions: ['dynamodb:Query'],
              resources: TABLE.globalIndexes.map(
                (index) => `${data.table.tableArn}/index/${index.name}`,
              ),
            }),
            new PolicyStatement({
              actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
              resources: [logGroup.logGroupArn],
            }),
          ],
        }),
      },
    });
    this.migrator = new LambdaFunction(this, 'Migrator', {
      description: 'Kantoor: runs the data migrations of a deploy',
      code: functionCode(MIGRATOR, join(REPO_ROOT, 'functions/src/system/migrate.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.minutes(15),
      role,
      logGroup,
      environment: {
        KANTOOR_MODE: 'aws',
        TABLE_NAME: data.table.tableName,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    const provider = new Provider(this, 'MigrationsProvider', {
      onEventHandler: this.migrator,
      isCompleteHandler: this.migrator,
      queryInterval: Duration.minutes(1),
      totalTimeout: Duration.hours(2),
    });
    new CustomResource(this, 'Migrations', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::KantoorMigrations',
      properties: {
        Migrations: MIGRATIONS.map((m) => m.id).join(','),
        // A new value every deploy: CloudFormation updates the resource, and the runner runs
        // (a finished migration costs one read).
        DeployId: deployId ?? new Date().toISOString(),
      },
    });

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason:
          'The project targets nodejs22.x deliberately; the provider framework picks its own runtime.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's custom resource provider framework writes its logs with the basic execution role.",
      },
      // The framework invokes any version of the functions it drives (`<function ARN>:*`).
      ...[
        this.migrator,
        ...['framework-isComplete', 'framework-onTimeout'].map(
          (name) => provider.node.findChild(name) as LambdaFunction,
        ),
      ].map((fn) => ({
        id: wildcardResourceFinding(this, `${fn.functionArn}:*`),
        reason:
          "CDK's custom resource provider framework invokes the versions of the functions it drives.",
      })),
      {
        id: 'AwsSolutions-SF1',
        reason: "The provider framework's waiter state machine (CDK generated) logs no events.",
      },
      {
        id: 'AwsSolutions-SF2',
        reason:
          "The provider framework's waiter state machine (CDK generated) has no X-Ray tracing.",
      },
    );
  }
}
