import { addSmsCreditsBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { addSmsCredits } from '../service';

export const handler = defineHandler(
  'POST /auth/add-sms-credits',
  { body: addSmsCreditsBody },
  async ({ ctx, body }) => addSmsCredits(ctx, body),
);
