import type { Deps } from '../platform/deps';
import type { CampaignKey } from '../platform/ports';

/**
 * Arms (or disarms) a campaign run's wake-up. A failure is logged, not thrown: the campaign is
 * already safe in the table, and the dispatcher's safety sweep sends a run nobody woke it for.
 */
export async function setAlarm(
  deps: Deps,
  action: 'arm' | 'disarm',
  campaign: CampaignKey,
  at: Date,
): Promise<void> {
  try {
    await deps.alarm[action](campaign, at);
  } catch (error) {
    deps.log.warn(`sms alarm ${action} failed`, {
      emis: campaign.emis,
      campaign: campaign.id,
      at: at.toISOString(),
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
