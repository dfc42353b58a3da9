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
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { CfnSchedule, CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { TABLE } from '../../functions/src/db/table';
import { UNIT_ATTEMPTS } from '../../functions/src/platform/jobs';
import { TIME_ZONE } from '../../shared/src/time/sast';
import { REPO_ROOT } from './repo-root';
import { functionCode, type BundleScope } from './bundling';
import {
  smsSchedulesArn,
  type DataRefs,
  type SchedulerRefs,
  type TenantDomainRefs,
} from './route-function';
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

/** The job worker: each unit of the registry's jobs, taken from the queue (system/work.ts). */
const WORKER = {
  key: 'Job worker',
  auth: 'public',
  // The units do what the tick did: write the table, send SMS and email, arm SMS runs; and
  // closing a company (issue 27): its export archive in the media store, its files deleted, its
  // distribution tenant removed.
  uses: ['table:write', 'sms', 'schedule', 'email', 'media:read', 'media:write', 'domains'],
} satisfies BundleScope;

/** The worker's time per batch; the queue hides a message six times as long (AWS's advice). */
const WORKER_TIMEOUT = Duration.seconds(60);

export type SchedulerStackProps = StackProps & {
  data: DataRefs;
  emailFrom: string;
  /** The multi-tenant distribution (Web stack): the worker removes a closed company's tenant. */
  tenantDomains: TenantDomainRefs;
};

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
  /** Takes the units of scheduled work from `units`, each on its own (system/work.ts). */
  readonly worker: LambdaFunction;
  /** Between the tick and the worker; a unit that fails UNIT_ATTEMPTS times goes to `deadLetters`. */
  readonly units: Queue;
  readonly deadLetters: Queue;
  readonly invoker: Role;
  /** What the routes that arm SMS runs need. */
  readonly refs: SchedulerRefs;

  constructor(
    scope: Construct,
    id: string,
    { data, emailFrom, tenantDomains, ...props }: SchedulerStackProps,
  ) {
    super(scope, id, props);
    const logGroup = new LogGroup(this, 'DispatcherLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.deadLetters = new Queue(this, 'JobDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.units = new Queue(this, 'JobUnits', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: UNIT_ATTEMPTS },
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
    const distributionTenantsArn = this.formatArn({
      service: 'cloudfront',
      region: '',
      resource: 'distribution-tenant',
      resourceName: '*',
    });
    const refs = (group: LogGroup) => ({
      tableArn: data.table.tableArn,
      indexArns: TABLE.globalIndexes.map((index) => `${data.table.tableArn}/index/${index.name}`),
      mediaBucketArn: data.mediaBucketArn,
      signingKeyArn: data.signingKey.keyArn,
      logGroupArn: group.logGroupArn,
      emailIdentityArn,
      smsSchedulesArn: schedulesArn,
      schedulerRoleArn: this.invoker.roleArn,
      tenantDistributionArn: tenantDomains.distributionArn,
      distributionTenantsArn,
    });
    const role = new Role(this, 'DispatcherRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Kantoor SMS dispatcher',
      inlinePolicies: {
        dispatch: new PolicyDocument({
          // What a route that writes the table and sends SMS gets, and the units' queue.
          statements: [
            ...routeStatements(DISPATCHER, refs(logGroup)),
            new PolicyStatement({
              actions: ['sqs:SendMessage'],
              resources: [this.units.queueArn],
            }),
          ],
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
        // The tick hands each job's due units to the worker through this queue.
        JOB_QUEUE_URL: this.units.queueUrl,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });

    const workerLogs = new LogGroup(this, 'WorkerLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const workerRole = new Role(this, 'WorkerRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Kantoor job worker',
      inlinePolicies: {
        // The queue's receive and delete are granted by the event source below.
        work: new PolicyDocument({ statements: routeStatements(WORKER, refs(workerLogs)) }),
      },
    });
    this.worker = new LambdaFunction(this, 'Worker', {
      description: 'Kantoor job worker: runs each unit of scheduled work on its own',
      code: functionCode(WORKER, join(REPO_ROOT, 'functions/src/system/work.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: WORKER_TIMEOUT,
      role: workerRole,
      logGroup: workerLogs,
      environment: {
        KANTOOR_MODE: 'aws',
        TABLE_NAME: data.table.tableName,
        MEDIA_BUCKET: data.media.bucketName,
        // A unit that sends a campaign's run arms its next one on the dispatcher.
        SMS_DISPATCHER_ARN: this.dispatcher.functionArn,
        SMS_SCHEDULER_ROLE_ARN: this.invoker.roleArn,
        SCHEDULE_GROUP,
        EMAIL_FROM: emailFrom,
        DOMAIN_DISTRIBUTION_ID: tenantDomains.distributionId,
        DOMAIN_CONNECTION_GROUP_ID: tenantDomains.connectionGroupId,
        DOMAIN_ROUTING_ENDPOINT: tenantDomains.routingEndpoint,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    Validations.of(workerRole).acknowledge(
      {
        id: wildcardResourceFinding(workerRole, `${data.mediaBucketArn}/*`),
        reason:
          "A closed company's export archive and files are addressed by folder, tenant and name at run time: the grant is on the bucket's objects.",
      },
      {
        id: wildcardResourceFinding(workerRole, distributionTenantsArn),
        reason:
          "A closed company's distribution tenant was made at onboarding, so its id is not known at deploy: the grant is on the account's distribution tenants.",
      },
    );
    // A failing unit is reported alone (batchItemFailures): only it is received again.
    this.worker.addEventSource(
      new SqsEventSource(this.units, { batchSize: 10, reportBatchItemFailures: true }),
    );
    new Alarm(this, 'JobDeadLettersAlarm', {
      alarmDescription:
        'Kantoor: a unit of scheduled work failed every attempt and is in the dead-letter queue',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
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
        id: wildcardResourceFinding(workerRole, schedulesArn),
        reason:
          "A unit that sends an SMS campaign's run arms its next one-time schedule in Kantoor's group.",
      },
      {
        id: wildcardResourceFinding(workerRole, emailIdentityArn),
        reason:
          'SES authorises the sending identity (fee and invoice reminders by email); which one follows from EMAIL_FROM.',
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
