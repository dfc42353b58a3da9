import { selectedGroupBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { contextOf, selectedGroupMembers } from '../service';

export const handler = defineHandler(
  'POST /auth/get-selected-group-members',
  { body: selectedGroupBody },
  async ({ ctx, body }) => selectedGroupMembers(contextOf(ctx), body.selectedGroupID),
);
