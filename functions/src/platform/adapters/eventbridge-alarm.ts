import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
} from '@aws-sdk/client-scheduler';
import { formatDateTime, TIME_ZONE } from '@shared/time/sast';
import type { CampaignKey, SmsAlarm } from '../ports';

export type EventBridgeAlarmOptions = {
  region: string;
  /** The schedule group (the CDK app's `kantoor`). */
  group: string;
  /** The dispatcher Lambda's ARN. */
  targetArn: string;
  /** The role EventBridge Scheduler assumes to invoke it. */
  roleArn: string;
};

/** What the adapter needs of the Scheduler client (a stand-in in tests). */
export type SchedulerLike = Pick<SchedulerClient, 'send'>;

/** One schedule per run: `sms-<campaign>-<epoch seconds>` (at most 64 characters). */
export const alarmName = (campaignId: string, at: Date) =>
  `sms-${campaignId}-${Math.floor(at.getTime() / 1000)}`;

/** `at(2026-12-01T08:00:00)`: the run's wall-clock time in Africa/Johannesburg. */
export const atExpression = (at: Date) => `at(${formatDateTime(at).replace(' ', 'T')})`;

/**
 * A one-time EventBridge Scheduler schedule per campaign run, in Johannesburg time, that
 * invokes the dispatcher with its scheduled time and deletes itself once it has. The dispatcher
 * arms the next run as it advances a campaign; a cancel removes the armed one. A second arm of
 * the same run finds the schedule there (ConflictException) and leaves it.
 */
export class EventBridgeSmsAlarm implements SmsAlarm {
  constructor(
    private readonly options: EventBridgeAlarmOptions,
    private readonly client: SchedulerLike = new SchedulerClient({ region: options.region }),
  ) {}

  async arm(campaign: CampaignKey, at: Date) {
    try {
      await this.client.send(
        new CreateScheduleCommand({
          Name: alarmName(campaign.id, at),
          GroupName: this.options.group,
          ScheduleExpression: atExpression(at),
          ScheduleExpressionTimezone: TIME_ZONE,
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          Description: `Kantoor SMS campaign ${campaign.id} of ${campaign.emis}`,
          Target: {
            Arn: this.options.targetArn,
            RoleArn: this.options.roleArn,
            // The dispatcher sends this campaign's run, not a sweep of everything due.
            Input: JSON.stringify({ time: '<aws.scheduler.scheduled-time>', campaign }),
            RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
          },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
    }
  }

  async disarm(campaign: CampaignKey, at: Date) {
    try {
      await this.client.send(
        new DeleteScheduleCommand({
          Name: alarmName(campaign.id, at),
          GroupName: this.options.group,
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}

/**
 * Locally (and in AWS when no dispatcher is configured) nothing needs arming: the runtime ticks
 * the dispatcher every minute on the minute (EventBridge's safety sweep in AWS), and the tick
 * finds every run that is due in the table.
 */
export class MinuteTickAlarm implements SmsAlarm {
  async arm() {}
  async disarm() {}
}
