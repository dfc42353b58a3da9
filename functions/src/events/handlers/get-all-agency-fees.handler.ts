import { defineHandler } from '../../platform/handler';
import { listAgencyFees } from '../agency-fees';

export const handler = defineHandler('GET /auth/get-all-agency-fees', {}, async ({ ctx }) =>
  listAgencyFees(ctx),
);
