import type { EntityItem } from 'electrodb';
import type { CampaignView, SentSmsView } from '@shared/sms/schemas';
import type { SmsCycle } from '@shared/sms/schedule';
import { formatDateTime } from '@shared/time/sast';
import type { SmsCampaignEntity } from './entities/sms-campaign.entity';
import type { SmsMessageEntity } from './entities/sms-message.entity';

export type SmsMessageRecord = EntityItem<typeof SmsMessageEntity>;
export type SmsCampaignRecord = EntityItem<typeof SmsCampaignEntity>;

export const messageView = (m: SmsMessageRecord): SentSmsView => ({
  direction: 'out',
  id: m.id,
  title: m.title,
  body: m.body,
  date_time: m.created_at,
  delivered: m.status === 'delivered',
  status: m.status,
  to: m.to,
  name: m.name ?? null,
  segments: m.segments,
  credits: m.credits,
  campaign_id: m.campaign_id ?? null,
});

const local = (iso: string | undefined) => (iso ? formatDateTime(new Date(iso)) : null);

export const campaignView = (c: SmsCampaignRecord): CampaignView => ({
  id: c.id,
  title: c.title,
  body: c.body,
  cycle: c.cycle as SmsCycle,
  first_run: local(c.anchor) ?? '',
  next_run: local(c.next_run),
  runs: c.runs ?? 0,
  status: c.status,
  last_result: c.last_result ?? null,
});
