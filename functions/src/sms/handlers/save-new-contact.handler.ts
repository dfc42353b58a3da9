import { saveNewContactBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { saveContact } from '../service';

export const handler = defineHandler(
  'POST /auth/save-new-contact',
  { body: saveNewContactBody },
  async ({ ctx, body }) => saveContact(ctx, body),
);
