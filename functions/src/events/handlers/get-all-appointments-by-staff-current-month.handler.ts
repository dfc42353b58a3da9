import { appointmentsBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { appointmentsOfStaff } from '../appointments';

export const handler = defineHandler(
  'POST /auth/get-all-appointments-by-staff-current-month',
  { body: appointmentsBody },
  async ({ ctx, body }) => appointmentsOfStaff(ctx, body, true),
);
