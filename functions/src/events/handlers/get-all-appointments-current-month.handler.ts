import { appointmentsBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { appointmentsThisMonth } from '../appointments';

export const handler = defineHandler(
  'POST /auth/get-all-appointments-current-month',
  { body: appointmentsBody },
  async ({ ctx, body }) => appointmentsThisMonth(ctx, body),
);
