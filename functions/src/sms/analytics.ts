import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsReply, ClientMessageView } from '@shared/sms/schemas';
import { smsClientKey } from './entities/sms-message.entity';
import { smsActiveKey } from './entities/sms-campaign.entity';
import { readAccount } from './credits';
import type { RequestContext } from '../kernel/context';
import { studentMessageView } from './student-messages';
import { campaignView, messageView, type SmsCampaignRecord } from './views';

/** The dashboard's latest messages and a client's history: this many, newest first. */
const LATEST = 100;

/** The active campaigns the dashboard lists (and counts), at most: a company schedules a few. */
export const ACTIVE_CAMPAIGNS_BOUND = 200;

/** A company's active campaigns: one Query of the sparse active index, never the finished ones. */
async function activeCampaigns(ctx: RequestContext): Promise<SmsCampaignRecord[]> {
  const db = ctx.db;
  const campaigns: SmsCampaignRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await db.client.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: 'gsi2',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi2pk' },
        ExpressionAttributeValues: { ':pk': smsActiveKey(ctx.emis) },
        Limit: ACTIVE_CAMPAIGNS_BOUND - campaigns.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of result.Items ?? []) {
      const campaign = db.entities.smsCampaign.parse({ Item: item }).data;
      if (campaign && campaign.emis === ctx.emis && campaign.status === 'active')
        campaigns.push(campaign);
    }
    start = result.LastEvaluatedKey;
  } while (start && campaigns.length < ACTIVE_CAMPAIGNS_BOUND);
  return campaigns;
}

/**
 * GET /auth/get-data-and-analytics: the running counts (the account's one item, kept by the
 * sends and receipts that change them), the active campaigns (their own index), latest sent.
 */
export async function analytics(ctx: RequestContext): Promise<AnalyticsReply> {
  const e = ctx.db.entities;
  const [account, active, latest] = await Promise.all([
    readAccount(ctx.db, ctx.emis),
    activeCampaigns(ctx),
    e.smsMessage.query.byCompany({ emis: ctx.emis }).go({ limit: LATEST, order: 'desc' }),
  ]);
  return {
    campaigns: active
      .map(campaignView)
      .sort((a, b) => (a.next_run ?? '').localeCompare(b.next_run ?? '')),
    credits: account.balance,
    sent: account.sent,
    delivered: account.delivered,
    rejected: account.rejected,
    scheduled: active.length,
    sentSMSes: latest.data.map(messageView),
  };
}

/**
 * POST /auth/get-sent-sms-for-individual: one client's messages (gsi1), newest first: the SMS
 * the school sent them and what the family wrote (save-student-parent-messages), in one Query.
 */
export async function sentToClient(
  ctx: RequestContext,
  clientId: string,
): Promise<ClientMessageView[]> {
  const db = ctx.db;
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': smsClientKey(ctx.emis, clientId) },
      ScanIndexForward: false,
      Limit: LATEST,
    }),
  );
  const views: ClientMessageView[] = [];
  for (const item of result.Items ?? []) {
    const message = db.entities.smsMessage.parse({ Item: item }).data;
    if (message) {
      if (message.emis === ctx.emis) views.push(messageView(message));
      continue;
    }
    const written = db.entities.studentMessage.parse({ Item: item }).data;
    if (written && written.emis === ctx.emis) views.push(studentMessageView(written));
  }
  return views;
}
