import { generalEmailBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { sendGeneralEmail } from '../service';

export const handler = defineHandler(
  'POST /auth/send-general-email',
  { body: generalEmailBody },
  ({ ctx, body }) => sendGeneralEmail(ctx, body),
);
