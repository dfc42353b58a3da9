import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-scheduler';
import { describe, expect, it } from 'vitest';
import {
  EventBridgeSmsAlarm,
  alarmName,
  atExpression,
  type SchedulerLike,
} from './eventbridge-alarm';

const OPTIONS = {
  region: 'af-south-1',
  group: 'kantoor',
  targetArn: 'arn:aws:lambda:af-south-1:123456789012:function:kantoor-sms-dispatcher',
  roleArn: 'arn:aws:iam::123456789012:role/kantoor-scheduler',
};

/** Records every command; `fail` makes the next call throw. */
function fakeScheduler() {
  const sent: unknown[] = [];
  let fail: Error | undefined;
  const client = {
    send: (async (command: unknown) => {
      sent.push(command);
      if (fail) {
        const error = fail;
        fail = undefined;
        throw error;
      }
      return {};
    }) as SchedulerLike['send'],
  };
  return { client, sent, failNext: (error: Error) => (fail = error) };
}

const meta = { $metadata: {} };
const CAMPAIGN = { emis: 'mokoena-attorneys', id: '01JCAMPAIGN' };

describe('EventBridgeSmsAlarm', () => {
  // 1 December 2026 08:00 in Johannesburg (UTC+2) is 06:00 UTC.
  const run = new Date('2026-12-01T06:00:00.000Z');

  it('creates a one-time schedule at the run, in Johannesburg time, that deletes itself', async () => {
    const fake = fakeScheduler();
    await new EventBridgeSmsAlarm(OPTIONS, fake.client).arm(CAMPAIGN, run);
    expect(fake.sent).toHaveLength(1);
    const command = fake.sent[0] as CreateScheduleCommand;
    expect(command).toBeInstanceOf(CreateScheduleCommand);
    expect(command.input).toMatchObject({
      Name: 'sms-01JCAMPAIGN-1796104800',
      GroupName: 'kantoor',
      ScheduleExpression: 'at(2026-12-01T08:00:00)',
      ScheduleExpressionTimezone: 'Africa/Johannesburg',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: OPTIONS.targetArn, RoleArn: OPTIONS.roleArn },
    });
    expect(JSON.parse(command.input.Target?.Input ?? '{}')).toEqual({
      time: '<aws.scheduler.scheduled-time>',
      campaign: CAMPAIGN,
    });
    expect(alarmName('01JCAMPAIGN', run).length).toBeLessThanOrEqual(64);
  });

  it('leaves a run armed twice as it is, and reports other failures', async () => {
    const fake = fakeScheduler();
    const alarm = new EventBridgeSmsAlarm(OPTIONS, fake.client);
    fake.failNext(new ConflictException({ Message: 'exists', message: 'exists', ...meta }));
    await expect(alarm.arm(CAMPAIGN, run)).resolves.toBeUndefined();
    fake.failNext(new Error('AccessDenied'));
    await expect(alarm.arm(CAMPAIGN, run)).rejects.toThrow('AccessDenied');
  });

  it('deletes the armed run on cancel; a run already gone is fine', async () => {
    const fake = fakeScheduler();
    const alarm = new EventBridgeSmsAlarm(OPTIONS, fake.client);
    await alarm.disarm(CAMPAIGN, run);
    const command = fake.sent[0] as DeleteScheduleCommand;
    expect(command).toBeInstanceOf(DeleteScheduleCommand);
    expect(command.input).toEqual({ Name: 'sms-01JCAMPAIGN-1796104800', GroupName: 'kantoor' });
    fake.failNext(new ResourceNotFoundException({ Message: 'gone', message: 'gone', ...meta }));
    await expect(alarm.disarm(CAMPAIGN, run)).resolves.toBeUndefined();
  });

  it('writes winter and summer runs in local wall-clock time', () => {
    // South Africa keeps UTC+2 all year: 23:30 UTC is 01:30 the next day.
    expect(atExpression(new Date('2027-06-30T23:30:00Z'))).toBe('at(2027-07-01T01:30:00)');
  });
});
