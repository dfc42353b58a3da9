import { onlinePaymentInfoBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { onlinePaymentInfo } from '../online';

export const handler = defineHandler(
  'POST /auth/save-online-payment-info',
  { body: onlinePaymentInfoBody },
  async ({ ctx, body }) => onlinePaymentInfo(ctx, body.token),
);
