import { saveNewContactBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { contextOf, saveContact } from '../service';

export const handler = defineHandler(
  'POST /auth/save-new-contact',
  { body: saveNewContactBody },
  async ({ ctx, body }) => saveContact(contextOf(ctx), body),
);
