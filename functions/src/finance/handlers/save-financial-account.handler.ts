import { saveAccountBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { saveAccount } from '../accounts';

export const handler = defineHandler(
  'POST /auth/save-financial-account',
  { body: saveAccountBody },
  async ({ ctx, body }) => saveAccount(ctx, body),
);
