import { recordReceivingsBody } from '@shared/catalogue/schemas';
import { defineHandler } from '../../platform/handler';
import { recordReceivings } from '../stock';

export const handler = defineHandler(
  'POST /auth/record-receivings-to-receivings-table',
  { body: recordReceivingsBody },
  async ({ ctx, body }) => recordReceivings(ctx, body),
);
