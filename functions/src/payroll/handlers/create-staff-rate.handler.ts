import { createRateBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { createRate } from '../employees';

export const handler = defineHandler(
  'POST /auth/create-staff-rate',
  { body: createRateBody },
  async ({ ctx, body }) => createRate(ctx, body),
);
