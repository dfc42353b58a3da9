import { recordReceivingsBody } from '@shared/catalogue/schemas';
import { scopeOf } from '../scope';
import { defineHandler } from '../../platform/handler';
import { recordReceivings } from '../stock';

export const handler = defineHandler(
  'POST /auth/record-receivings-to-receivings-table',
  { body: recordReceivingsBody },
  async ({ ctx, body }) => recordReceivings(scopeOf(ctx), body),
);
