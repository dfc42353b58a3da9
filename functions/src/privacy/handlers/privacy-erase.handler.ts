import { privacyEraseBody } from '@shared/privacy/schemas';
import { defineHandler } from '../../platform/handler';
import { erasePerson } from '../service';

export const handler = defineHandler(
  'POST /auth/privacy-erase',
  { body: privacyEraseBody },
  async ({ ctx, body }) => erasePerson(ctx, body),
);
