import { saveAgencyFeeBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { saveAgencyFee } from '../agency-fees';

export const handler = defineHandler(
  'POST /auth/save-agency-fee',
  { body: saveAgencyFeeBody },
  async ({ ctx, body }) => saveAgencyFee(ctx, body),
);
