import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
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
    expect(policies).toEqual([['lambda:InvokeFunction']]);
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
});
