import { saveNewContactBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { contextOf, saveContact } from '../service';

export const handler = defineHandler(
  'POST /auth/save-new-contact',
  { body: saveNewContactBody },
  async (input) => saveContact(contextOf(input), input.body),
);
