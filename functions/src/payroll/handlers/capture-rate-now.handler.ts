import { captureRateBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { captureRate } from '../runs';

export const handler = defineHandler(
  'POST /auth/capture-rate-now',
  { body: captureRateBody },
  async ({ ctx, body }) => captureRate(ctx, body),
);
