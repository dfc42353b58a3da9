import { selectedGroupBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { selectedGroupMembers } from '../service';

export const handler = defineHandler(
  'POST /auth/get-selected-group-members',
  { body: selectedGroupBody },
  async ({ ctx, body }) => selectedGroupMembers(ctx, body),
);
