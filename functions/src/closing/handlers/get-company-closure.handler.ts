import { defineHandler } from '../../platform/handler';
import { closureView } from '../service';

export const handler = defineHandler('GET /auth/get-company-closure', {}, async ({ ctx }) =>
  closureView(ctx),
);
