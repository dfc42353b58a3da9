import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  Policy,
  PolicyDocument,
  PolicyStatement,
  Role,
  ServicePrincipal,
} from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnSchedule, CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { TABLE } from '../../functions/src/db/table';
import { TIME_ZONE } from '../../shared/src/time/sast';
import { REPO_ROOT } from './repo-root';
import { functionCode, type BundleScope } from './bundling';
import { smsSchedulesArn, type DataRefs, type SchedulerRefs } from './route-function';
import { SCHEDULE_GROUP } from './schedule-group';
import { wildcardResourceFinding } from './nag';
import { routeStatements } from './route-permissions';

/** What the dispatcher touches, like a route's `uses`: its grants and its bundle follow from it. */
const DISPATCHER = {
  key: 'SMS dispatcher',
  auth: 'public',
  // The sweep also runs the domains' jobs (functions/src/jobs.ts): the reminders send email.
  uses: ['table:write', 'sms', 'schedule', 'email'],
} satisfies BundleScope;

export type SchedulerStackProps = StackProps & { data: DataRefs; emailFrom: string };

export { SCHEDULE_GROUP };

/**
 * The SMS scheduler in AWS: the dispatcher Lambda (functions/src/sms/dispatcher.ts), the
 * role EventBridge Scheduler invokes it with, and Kantoor's schedule group. Each campaign run
 * gets a one-time `at()` schedule in the group (armed by the routes that schedule and by the
 * dispatcher as it moves a campaign on: functions/src/platform/adapters/eventbridge-alarm.ts);
 * a quarter-hourly sweep sends any run whose schedule could not be armed. The dispatcher finds
 * what is due in the table and advances each campaign conditionally, so a retried, late or
 * doubled invocation sends nothing twice.
 */
export class SchedulerStack extends Stack {
  readonly dispatcher: LambdaFunction;
  readonly invoker: Role;
  /** What the routes that arm SMS runs need. */
  readonly refs: SchedulerRefs;

  constructor(scope: Construct, id: string, { data, emailFrom, ...props }: SchedulerStackProps) {
    super(scope, id, props);
    const logGroup = new LogGroup(this, 'DispatcherLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.invoker = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'EventBridge Scheduler invokes the Kantoor SMS dispatcher',
    });
    const schedulesArn = smsSchedulesArn(this, SCHEDULE_GROUP);
    const emailIdentityArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: '*',
    });
    const role = new Role(this, 'DispatcherRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Kantoor SMS dispatcher',
      inlinePolicies: {
        dispatch: new PolicyDocument({
          // What a route that writes the table and sends SMS gets, and nothing more.
          statements: routeStatements(DISPATCHER, {
            tableArn: data.table.tableArn,
            indexArns: TABLE.globalIndexes.map(
              (index) => `${data.table.tableArn}/index/${index.name}`,
            ),
            mediaBucketArn: data.mediaBucketArn,
            signingKeyArn: data.signingKey.keyArn,
            logGroupArn: logGroup.logGroupArn,
            emailIdentityArn,
            smsSchedulesArn: schedulesArn,
            schedulerRoleArn: this.invoker.roleArn,
          }),
        }),
      },
    });
    this.dispatcher = new LambdaFunction(this, 'Dispatcher', {
      description: 'Kantoor SMS dispatcher: sends the scheduled SMS that are due',
      code: functionCode(DISPATCHER, join(REPO_ROOT, 'functions/src/system/scheduled.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(60),
      role,
      logGroup,
      environment: {
        KANTOOR_MODE: 'aws',
        TABLE_NAME: data.table.tableName,
        MEDIA_BUCKET: data.media.bucketName,
        // It arms each campaign's next run; its own ARN comes from the invocation context.
        SMS_SCHEDULER_ROLE_ARN: this.invoker.roleArn,
        SCHEDULE_GROUP,
        EMAIL_FROM: emailFrom,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });

    const group = new CfnScheduleGroup(this, 'Group', { name: SCHEDULE_GROUP });
    // The invoke grant is a policy of its own: the dispatcher's environment names this role,
    // and the grant names the dispatcher.
    new Policy(this, 'InvokeDispatcher', {
      roles: [this.invoker],
      statements: [
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.dispatcher.functionArn],
        }),
      ],
    });
    this.refs = {
      dispatcherArn: this.dispatcher.functionArn,
      invokerRoleArn: this.invoker.roleArn,
    };
    const schedule = new CfnSchedule(this, 'SafetySweep', {
      groupName: SCHEDULE_GROUP,
      description: 'Kantoor: dispatch any scheduled SMS that are due and were not woken for',
      scheduleExpression: 'rate(15 minutes)',
      scheduleExpressionTimezone: TIME_ZONE,
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: this.dispatcher.functionArn,
        roleArn: this.invoker.roleArn,
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
      {
        id: wildcardResourceFinding(role, schedulesArn),
        reason:
          "Each SMS campaign run gets its own one-time schedule (sms-<campaign>-<time>) in Kantoor's group.",
      },
      {
        id: wildcardResourceFinding(role, emailIdentityArn),
        reason:
          'SES authorises the sending identity (fee reminders by email); which one follows from EMAIL_FROM.',
      },
    );
  }
}
