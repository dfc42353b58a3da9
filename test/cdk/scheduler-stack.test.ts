import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNIT_ATTEMPTS } from '../../functions/src/platform/jobs';
import { buildTestKantoor, resourcesOf } from './kantoor-app';

type Statement = { Action: string | string[]; Resource: unknown };
const actionsOf = (statements: Statement[]) =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action])).sort();

describe('Scheduler stack', () => {
  let template: Template;
  beforeAll(() => {
    template = Template.fromStack(buildTestKantoor().scheduler);
    // Building every stack takes more than a hook's default 10 s on a busy machine.
  }, 180_000);

  it('sweeps every quarter hour in Africa/Johannesburg, in the kantoor group', () => {
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'kantoor' });
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      GroupName: 'kantoor',
      ScheduleExpression: 'rate(15 minutes)',
      ScheduleExpressionTimezone: 'Africa/Johannesburg',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: Match.objectLike({
        Input: JSON.stringify({ time: '<aws.scheduler.scheduled-time>' }),
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
      }),
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('SMS dispatcher'),
      Runtime: 'nodejs22.x',
      Timeout: 60,
    });
  });

  it('gives the dispatcher the table, SNS and its run schedules, and the scheduler only the invoke', () => {
    const roles = resourcesOf(template, 'AWS::IAM::Role').map(([, role]) => {
      const policies = (role.Properties?.Policies ?? []) as Array<{
        PolicyDocument: { Statement: Statement[] };
      }>;
      return actionsOf(policies.flatMap((p) => p.PolicyDocument.Statement));
    });
    // The scheduler's role: no inline grant; one policy of its own, the invoke.
    expect(roles).toContainEqual([]);
    const policies = resourcesOf(template, 'AWS::IAM::Policy').map(([, policy]) =>
      actionsOf((policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement),
    );
    // The scheduler's invoke, and the worker's queue polling (granted by its event source).
    expect(policies).toContainEqual(['lambda:InvokeFunction']);
    expect(policies.filter((actions) => !actions.every((a) => a.startsWith('sqs:')))).toEqual([
      ['lambda:InvokeFunction'],
    ]);
    const dispatcher = roles.find((actions) => actions.includes('sns:Publish'));
    expect(dispatcher).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'dynamodb:PutItem',
        'scheduler:CreateSchedule',
        'scheduler:DeleteSchedule',
        'iam:PassRole',
      ]),
    );
    expect(dispatcher).not.toContain('kms:Sign');
    expect(dispatcher).not.toContain('s3:PutObject');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('SMS dispatcher'),
      Environment: {
        Variables: Match.objectLike({
          SCHEDULE_GROUP: 'kantoor',
          SMS_SCHEDULER_ROLE_ARN: Match.anyValue(),
        }),
      },
    });
  });

  it('puts an SQS queue between the tick and the job worker, with a dead-letter queue and its alarm', () => {
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(2);
    const [dlqId] = queues.find(([, q]) => !q.Properties?.RedrivePolicy) ?? [];
    expect(dlqId).toBeDefined();
    // The units' queue: after UNIT_ATTEMPTS receives a unit moves to the dead letters.
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: UNIT_ATTEMPTS,
      },
      VisibilityTimeout: 360,
      SqsManagedSseEnabled: true,
    });
    // The worker takes the units in batches and reports the failing ones alone.
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('JobUnits'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('Worker') },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('job worker'),
      Timeout: 60,
    });
    // One dead letter is enough to wake someone.
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    // The tick may send units and knows where; the worker holds no send grant of its own.
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('SMS dispatcher'),
      Environment: { Variables: Match.objectLike({ JOB_QUEUE_URL: Match.anyValue() }) },
    });
    const dispatcherRole = resourcesOf(template, 'AWS::IAM::Role').find(([, role]) =>
      JSON.stringify(role.Properties?.Policies ?? []).includes('sqs:SendMessage'),
    );
    expect(dispatcherRole?.[0]).toMatch(/DispatcherRole/);
  });

  it('lets the worker close a company: its archive and files in the media store, its tenant removed', () => {
    const worker = resourcesOf(template, 'AWS::IAM::Role').find(([id]) => /WorkerRole/.test(id));
    const policies = (worker?.[1].Properties?.Policies ?? []) as Array<{
      PolicyDocument: { Statement: Statement[] };
    }>;
    const actions = actionsOf(policies.flatMap((p) => p.PolicyDocument.Statement));
    expect(actions).toEqual(
      expect.arrayContaining([
        's3:PutObject',
        's3:DeleteObject',
        's3:ListBucket',
        'cloudfront:UpdateDistributionTenant',
        'cloudfront:DeleteDistributionTenant',
      ]),
    );
    // Never a Scan: the worker finds what is due through the indexes.
    expect(actions).not.toContain('dynamodb:Scan');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('job worker'),
      Environment: {
        Variables: Match.objectLike({ DOMAIN_DISTRIBUTION_ID: Match.anyValue() }),
      },
    });
  });
});
