import { cancelCampaignBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { cancelCampaign, contextOf } from '../service';

export const handler = defineHandler(
  'POST /auth/cancel-sms-campaign',
  { body: cancelCampaignBody },
  async ({ ctx, body }) => cancelCampaign(contextOf(ctx), body.id),
);
