import { defineHandler } from '../../platform/handler';
import { smsCredits } from '../service';

export const handler = defineHandler('GET /auth/get-sms-credits', {}, async ({ ctx }) =>
  smsCredits(ctx),
);
