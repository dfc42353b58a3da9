import { sentSmsForIndividualBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { sentToClient } from '../service';

export const handler = defineHandler(
  'POST /auth/get-sent-sms-for-individual',
  { body: sentSmsForIndividualBody },
  async ({ ctx, body }) => sentToClient(ctx, body.client),
);
