import { feeRemindersBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { saveFeeReminders } from '../reminders';

export const handler = defineHandler(
  'POST /auth/save-fee-reminders',
  { body: feeRemindersBody },
  ({ ctx, body }) => saveFeeReminders(ctx, body.channel),
);
