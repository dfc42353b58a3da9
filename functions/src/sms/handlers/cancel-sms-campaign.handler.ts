import { cancelCampaignBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { cancelCampaign } from '../service';

export const handler = defineHandler(
  'POST /auth/cancel-sms-campaign',
  { body: cancelCampaignBody },
  async ({ ctx, body }) => cancelCampaign(ctx, body.id),
);
