import { scheduleSmsBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { scheduleSms } from '../service';

export const handler = defineHandler(
  'POST /auth/schedule-sms-for-future',
  { body: scheduleSmsBody },
  async ({ ctx, body }) => scheduleSms(ctx, body),
);
