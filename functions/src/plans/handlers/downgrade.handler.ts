import { planChoiceBody } from '@shared/plans/billing';
import { defineHandler } from '../../platform/handler';
import { scheduleDowngrade } from '../service';

export const handler = defineHandler(
  'POST /auth/plans/downgrade',
  { body: planChoiceBody },
  ({ ctx, body }) => scheduleDowngrade(ctx, body.plan),
);
