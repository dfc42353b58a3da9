import { createCompanyBody } from '@shared/onboarding/schemas';
import { defineHandler } from '../../platform/handler';
import { createCompany } from '../direct';

export const handler = defineHandler(
  'POST /auth/create-company',
  { body: createCompanyBody },
  ({ ctx, body }) => createCompany(ctx, body),
);
