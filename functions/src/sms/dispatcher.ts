import { sweepContext, systemContext } from '../kernel/context';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { notEnoughCredits } from '@shared/sms/messages';
import { nextRunAfter, type SmsCycle } from '@shared/sms/schedule';
import { formatDateTime } from '@shared/time/sast';
import { SMS_DUE_KEY, smsDueSort } from './entities/sms-campaign.entity';
import { transaction, type Step, type TxEntities } from '../kernel/transaction';
import { getDeps, type Deps } from '../platform/deps';
import type { CampaignKey } from '../platform/ports';
import { AppError } from '../platform/errors';
import { tickTime } from '../platform/jobs';
import { setAlarm } from './alarm';
import { resolveRecipients } from './recipients';
import { sendPlan } from './send';
import type { SmsCampaignRecord } from './views';

export type DispatchResult = {
  emis: string;
  id: string;
  run: string;
  result: 'sent' | 'skipped' | 'already' | 'failed';
  detail?: string;
};
export type DispatchReport = { now: string; due: number; results: DispatchResult[] };

/** Campaigns whose next run is at or before `now`, from the due index (all companies). */
export async function dueCampaigns(deps: Deps, now: Date) {
  const db = sweepContext(deps).db;
  const due: Array<{ emis: string; id: string }> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await db.client.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk AND #sk <= :upto',
        ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
        // '~' sorts after '#': every key of a run at `now` itself is included.
        ExpressionAttributeValues: { ':pk': SMS_DUE_KEY, ':upto': `${now.toISOString()}~` },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of result.Items ?? []) {
      const campaign = db.entities.smsCampaign.parse({ Item: item }).data;
      if (campaign) due.push({ emis: campaign.emis, id: campaign.id });
    }
    start = result.LastEvaluatedKey;
  } while (start);
  return due;
}

/**
 * The write that moves a campaign past the run `due`: to its next run (or done), conditioned on
 * the next run still being `due`, so a second dispatch of the same run changes nothing.
 */
function advance(
  tx: TxEntities,
  c: SmsCampaignRecord,
  due: string,
  next: Date | undefined,
  result: string,
): Step {
  const nextIso = next?.toISOString();
  const base = tx.smsCampaign
    .patch({ emis: c.emis, id: c.id })
    .add({ runs: 1 })
    .set({
      last_result: result,
      ...(nextIso
        ? {
            next_run: nextIso,
            due_key: SMS_DUE_KEY,
            due_sort: smsDueSort(nextIso, c.emis, c.id),
          }
        : { status: 'done' as const }),
    });
  // Done: off the dispatcher's queue and off the company's active campaigns (analytics).
  const changed = nextIso
    ? base
    : base.remove(['next_run', 'due_key', 'due_sort', 'active_key', 'active_sort']);
  return {
    name: 'campaign',
    // Another dispatcher moved the campaign on first: this run is theirs.
    write: changed.where((a, op) => op.eq(a.next_run, due)).commit(),
    onFail: 'refuse',
  };
}

async function runCampaign(deps: Deps, c: SmsCampaignRecord, now: Date): Promise<DispatchResult> {
  const ctx = systemContext(deps, c.emis);
  const due = c.next_run as string;
  const base = { emis: c.emis, id: c.id, run: due };
  const next = nextRunAfter(new Date(c.anchor), c.cycle as SmsCycle, now);
  // The dispatcher that moved the campaign on wakes it for its next run.
  const armNext = async () => {
    if (next) await setAlarm(deps, 'arm', { emis: c.emis, id: c.id }, next);
  };
  const skip = async (detail: string): Promise<DispatchResult> => {
    const moved = await transaction(ctx.db, (tx) => [advance(tx, c, due, next, detail)]);
    if (!moved.written) return { ...base, result: 'already', detail };
    await armNext();
    return { ...base, result: 'skipped', detail };
  };
  let resolved;
  try {
    resolved = await resolveRecipients(ctx.db, c.emis, {
      groupTable: c.group_table,
      recipientsIDs: c.recipient_ids ?? [],
      numbersArray: c.numbers ?? [],
    });
  } catch (error) {
    if (error instanceof AppError) return skip(error.message);
    throw error;
  }
  if (resolved.recipients.length === 0) return skip('No recipients with a valid phone number');
  const at = formatDateTime(now);
  const outcome = await sendPlan(ctx, {
    batchId: `${c.id}@${due}`,
    title: c.title,
    body: c.body,
    campaignId: c.id,
    recipients: resolved.recipients,
    invalid: resolved.invalid,
    extra: (tx) => [advance(tx, c, due, next, `Sent to ${resolved.recipients.length} on ${at}`)],
  });
  if (outcome.kind === 'insufficient')
    return skip(`Not sent on ${at}: ${notEnoughCredits(outcome.balance, outcome.needed)}`);
  if (outcome.kind === 'sent') {
    await armNext();
    return { ...base, result: 'sent' };
  }
  return { ...base, result: 'already' };
}

/**
 * Sends every campaign due at `now` once and moves it to its next run (computed from its first
 * run, in Africa/Johannesburg). Safe to run twice, or on two machines at once: each run's send
 * is conditioned on the campaign's next run still being that run, and its batch is keyed on it.
 */
export async function dispatchDue(deps: Deps, now: Date): Promise<DispatchReport> {
  const due = await dueCampaigns(deps, now);
  const results: DispatchResult[] = [];
  for (const key of due) {
    const result = await dispatchCampaign(deps, key, now);
    if (result) results.push(result);
  }
  return { now: now.toISOString(), due: due.length, results };
}

/**
 * One campaign's run, if it is due at `now` (what an armed one-time schedule asks for). The
 * index is eventually consistent: the campaign's own item decides. Nothing when not due.
 */
export async function dispatchCampaign(
  deps: Deps,
  key: CampaignKey,
  now: Date,
): Promise<DispatchResult | undefined> {
  const { db } = systemContext(deps, key.emis);
  const { data: c } = await db.entities.smsCampaign.get(key).go({ consistent: true });
  if (!c || c.status !== 'active' || !c.next_run || new Date(c.next_run) > now) return undefined;
  try {
    return await runCampaign(deps, c, now);
  } catch (error) {
    deps.log.error('sms dispatch failed', {
      emis: c.emis,
      campaign: c.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return { emis: c.emis, id: c.id, run: c.next_run, result: 'failed' };
  }
}

/**
 * The schedules the dispatcher arms invoke the function it runs in (the scheduled function): its
 * own ARN, known once it runs.
 */
export function noteDispatcherArn(context?: { invokedFunctionArn?: string }) {
  if (!process.env.SMS_DISPATCHER_ARN && context?.invokedFunctionArn)
    process.env.SMS_DISPATCHER_ARN = context.invokedFunctionArn;
}

/**
 * The Lambda EventBridge Scheduler invokes: at a campaign's run (a one-time schedule the
 * SmsAlarm armed, whose input names the campaign: that run only) and every quarter hour as a
 * safety sweep (everything due). The input carries the scheduled time
 * (`<aws.scheduler.scheduled-time>`); a late start still dispatches what was due then.
 */
export const handler = async (
  event: { time?: string; campaign?: CampaignKey } | undefined,
  context?: { invokedFunctionArn?: string },
) => {
  noteDispatcherArn(context);
  const deps = getDeps();
  const time = tickTime(event, deps.clock.now());
  const campaign = event?.campaign;
  if (campaign?.emis && campaign.id) {
    const result = await dispatchCampaign(deps, campaign, time);
    deps.log.info('sms dispatch', { campaign: campaign.id, result: result?.result ?? 'not due' });
    return { now: time.toISOString(), due: result ? 1 : 0, results: result ? [result] : [] };
  }
  const report = await dispatchDue(deps, time);
  deps.log.info('sms dispatch', { due: report.due, results: report.results.length });
  return report;
};
