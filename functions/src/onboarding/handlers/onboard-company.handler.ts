import { onboardCompanyBody } from '@shared/onboarding/schemas';
import { defineHandler } from '../../platform/handler';
import { onboardCompany } from '../start';

export const handler = defineHandler(
  'POST /onboard-company',
  { body: onboardCompanyBody },
  ({ ctx, body }) => onboardCompany(ctx, body),
);
