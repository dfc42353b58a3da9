import { saveSmsGroupBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { saveGroup } from '../service';

export const handler = defineHandler(
  'POST /auth/save-sms-group',
  { body: saveSmsGroupBody },
  async ({ ctx, body }) => saveGroup(ctx, body),
);
