import { appointmentsBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { appointmentsOfClient } from '../appointments';

export const handler = defineHandler(
  'POST /auth/get-all-appointments-by-client',
  { body: appointmentsBody },
  async ({ ctx, body }) => appointmentsOfClient(ctx, body),
);
