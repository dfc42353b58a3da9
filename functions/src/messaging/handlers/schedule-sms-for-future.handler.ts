import { scheduleSmsBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { contextOf, scheduleSms } from '../service';

export const handler = defineHandler(
  'POST /auth/schedule-sms-for-future',
  { body: scheduleSmsBody },
  async (input) => scheduleSms(contextOf(input), input.body),
);
