import { caseBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { matterBillings } from '../billing';

export const handler = defineHandler(
  'POST /auth/get-billings-for-selected-case',
  { body: caseBody },
  async ({ ctx, body }) => matterBillings(ctx, body.caseID),
);
