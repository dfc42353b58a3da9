import { defineHandler } from '../../platform/handler';
import { listGroups } from '../service';

export const handler = defineHandler('GET /auth/get-all-sms-groups', {}, async ({ ctx }) =>
  listGroups(ctx),
);
