import { switchCompanyBody } from '@shared/auth/schemas';
import { defineHandler } from '../../platform/handler';
import { switchCompany } from '../service';

export const handler = defineHandler(
  'POST /auth/switch-company',
  { body: switchCompanyBody },
  ({ ctx, body }) => switchCompany(ctx, body),
);
