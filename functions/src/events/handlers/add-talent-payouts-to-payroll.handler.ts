import { talentPayoutsBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { addTalentPayouts } from '../booking-money';

export const handler = defineHandler(
  'POST /auth/add-talent-payouts-to-payroll',
  { body: talentPayoutsBody },
  async ({ ctx, body }) => addTalentPayouts(ctx, body),
);
