import { defineHandler } from '../../platform/handler';
import { cancelClosure } from '../service';

export const handler = defineHandler('POST /auth/cancel-company-closure', {}, async ({ ctx }) =>
  cancelClosure(ctx),
);
