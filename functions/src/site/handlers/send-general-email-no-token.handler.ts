import { generalEmailBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { sendGeneralEmailNoToken } from '../service';

export const handler = defineHandler(
  'POST /send-general-email-no-token',
  { body: generalEmailBody },
  ({ ctx, body }) => sendGeneralEmailNoToken(ctx, body),
);
