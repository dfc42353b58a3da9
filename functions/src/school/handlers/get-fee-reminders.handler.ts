import { defineHandler } from '../../platform/handler';
import { feeReminders } from '../reminders';

export const handler = defineHandler('GET /auth/get-fee-reminders', {}, ({ ctx }) =>
  feeReminders(ctx),
);
