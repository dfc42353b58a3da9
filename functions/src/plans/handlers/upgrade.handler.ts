import { planChoiceBody } from '@shared/plans/billing';
import { defineHandler } from '../../platform/handler';
import { startUpgrade } from '../service';

export const handler = defineHandler(
  'POST /auth/plans/upgrade',
  { body: planChoiceBody },
  ({ ctx, body }) => startUpgrade(ctx, body.plan),
);
