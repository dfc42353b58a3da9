import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnSchedule, CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { TABLE } from '../../functions/src/db/table';
import { TIME_ZONE } from '../../shared/src/time/sast';
import { REPO_ROOT } from './repo-root';
import { BUNDLING, type DataRefs } from './route-function';
import { routeStatements } from './route-permissions';

export type SchedulerStackProps = StackProps & { data: DataRefs };

/** The name of Kantoor's EventBridge Scheduler schedule group. */
export const SCHEDULE_GROUP = 'kantoor';

/**
 * The SMS scheduler in AWS: the dispatcher Lambda (functions/src/messaging/dispatcher.ts) and an
 * EventBridge Scheduler schedule, in Kantoor's own schedule group, that invokes it every minute
 * with the scheduled time. The dispatcher finds what is due in the table and advances each
 * campaign conditionally, so a retried or late invocation sends nothing twice.
 */
export class SchedulerStack extends Stack {
  readonly dispatcher: NodejsFunction;

  constructor(scope: Construct, id: string, { data, ...props }: SchedulerStackProps) {
    super(scope, id, props);
    const logGroup = new LogGroup(this, 'DispatcherLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'DispatcherRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Kantoor SMS dispatcher',
      inlinePolicies: {
        dispatch: new PolicyDocument({
          // What a route that writes the table and sends SMS gets, and nothing more.
          statements: routeStatements(
            { auth: 'public', uses: ['table:write', 'sms'] },
            {
              tableArn: data.table.tableArn,
              indexArns: TABLE.globalIndexes.map(
                (index) => `${data.table.tableArn}/index/${index.name}`,
              ),
              mediaBucketArn: data.mediaBucketArn,
              signingKeyArn: data.signingKey.keyArn,
              logGroupArn: logGroup.logGroupArn,
              emailIdentityArn: '',
            },
          ),
        }),
      },
    });
    this.dispatcher = new NodejsFunction(this, 'Dispatcher', {
      description: 'Kantoor SMS dispatcher: sends the scheduled SMS that are due',
      entry: join(REPO_ROOT, 'functions/src/messaging/dispatcher.ts'),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(60),
      role,
      logGroup,
      bundling: BUNDLING,
      environment: {
        KANTOOR_MODE: 'aws',
        TABLE_NAME: data.table.tableName,
        MEDIA_BUCKET: data.media.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });

    const group = new CfnScheduleGroup(this, 'Group', { name: SCHEDULE_GROUP });
    const invoker = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'EventBridge Scheduler invokes the Kantoor SMS dispatcher',
      inlinePolicies: {
        invoke: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: ['lambda:InvokeFunction'],
              resources: [this.dispatcher.functionArn],
            }),
          ],
        }),
      },
    });
    const schedule = new CfnSchedule(this, 'EveryMinute', {
      groupName: SCHEDULE_GROUP,
      description: 'Kantoor: dispatch the scheduled SMS that are due',
      scheduleExpression: 'rate(1 minute)',
      scheduleExpressionTimezone: TIME_ZONE,
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: this.dispatcher.functionArn,
        roleArn: invoker.roleArn,
        input: JSON.stringify({ time: '<aws.scheduler.scheduled-time>' }),
        retryPolicy: { maximumRetryAttempts: 2, maximumEventAgeInSeconds: 300 },
      },
    });
    schedule.addDependency(group);

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason:
          'The project targets nodejs22.x deliberately (the version it is built and tested for).',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'SMS is published straight to a phone number, which has no ARN: sns:Publish needs "*".',
      },
    );
  }
}
