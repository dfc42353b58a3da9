import { actorOf } from '../kernel/context';
import { ulid } from 'ulid';
import { SMS_MESSAGES } from '@shared/sms/messages';
import { parseLocalDateTime } from '@shared/sms/schedule';
import type { ScheduleSmsBody } from '@shared/sms/schemas';
import { smsSegments } from '@shared/sms/segments';
import { formatDateTime } from '@shared/time/sast';
import { SMS_DUE_KEY, smsActiveKey, smsDueSort } from './entities/sms-campaign.entity';
import { commit, isConditionFailed } from '../kernel/transaction';
import { requestOf } from '../kernel/request';
import { AppError } from '../platform/errors';
import { setAlarm } from './alarm';
import { readBalance } from './credits';
import { resolveRecipients } from './recipients';
import type { RequestContext } from '../kernel/context';
import { noRecipients, refusal } from './send';
import { campaignView, type SmsCampaignRecord } from './views';

/**
 * POST /auth/schedule-sms-for-future: a campaign from `selectedDate` (Africa/Johannesburg, in
 * the future) repeating by `cycle`. The recipients are checked now (invalid ones reported) and
 * resolved again at every run, so a monthly SMS to Staff reaches whoever is staff then. Credits
 * are spent at each run; scheduling needs enough for one run.
 */
export async function scheduleSms(ctx: RequestContext, body: ScheduleSmsBody) {
  const now = ctx.deps.clock.now();
  const anchor = parseLocalDateTime(body.selectedDate);
  if (!anchor || anchor <= now)
    throw new AppError(400, SMS_MESSAGES.dateRequired, {
      fields: { selectedDate: SMS_MESSAGES.dateRequired },
    });
  const db = ctx.db;
  const { recipients, invalid } = await resolveRecipients(db, ctx.emis, body);
  if (recipients.length === 0) return noRecipients(invalid);
  const needed = smsSegments(body.noteBody) * recipients.length;
  const balance = await readBalance(db, ctx.emis);
  if (balance < needed) return refusal(balance, needed, invalid);

  const id = ulid();
  const nextRun = anchor.toISOString();
  const campaign: SmsCampaignRecord = {
    emis: ctx.emis,
    id,
    title: body.noteTitle,
    body: body.noteBody,
    group_table: body.groupTable,
    recipient_ids: body.recipientsIDs,
    numbers: body.numbersArray,
    cycle: body.cycle,
    anchor: nextRun,
    next_run: nextRun,
    runs: 0,
    status: 'active',
    created_by: actorOf(ctx)?.userId,
    created_at: formatDateTime(now),
  };
  // A transaction so that a repeat of the request answers the campaign it scheduled.
  const scheduled = await commit(
    db,
    (tx) => ({
      steps: [
        {
          name: 'campaign',
          write: tx.smsCampaign
            .create({
              ...campaign,
              due_key: SMS_DUE_KEY,
              due_sort: smsDueSort(nextRun, ctx.emis, id),
              active_key: smsActiveKey(ctx.emis),
              active_sort: id,
            })
            .commit(),
        },
      ],
      value: campaign,
    }),
    { request: requestOf(ctx) },
  );
  await setAlarm(ctx.deps, 'arm', { emis: ctx.emis, id: scheduled.id }, anchor);
  return {
    status: 'success',
    message: SMS_MESSAGES.smsScheduled,
    campaign: campaignView(scheduled),
    invalid,
    needed,
  };
}

/**
 * cancel-sms-campaign: an active campaign of this company stops (done, off the dispatcher's
 * queue) on condition that it is still active; another company's id answers like a missing one.
 */
export async function cancelCampaign(ctx: RequestContext, id: string) {
  const e = ctx.db.entities;
  const { data } = await e.smsCampaign.get({ emis: ctx.emis, id }).go({ consistent: true });
  if (!data || data.status !== 'active')
    throw new AppError(404, 'No such scheduled SMS', { fields: { id: 'No such scheduled SMS' } });
  try {
    await e.smsCampaign
      .patch({ emis: ctx.emis, id })
      .set({ status: 'done', last_result: 'Cancelled' })
      .remove(['next_run', 'due_key', 'due_sort', 'active_key', 'active_sort'])
      .where((a, op) => op.eq(a.status, 'active'))
      .go({ response: 'none' });
  } catch (error) {
    // Cancelled or finished meanwhile: the same answer as a missing campaign.
    if (isConditionFailed(error))
      throw new AppError(404, 'No such scheduled SMS', { fields: { id: 'No such scheduled SMS' } });
    throw error;
  }
  if (data.next_run)
    await setAlarm(ctx.deps, 'disarm', { emis: ctx.emis, id }, new Date(data.next_run));
  return { status: 'success' as const, message: 'Scheduled SMS Cancelled!' };
}
