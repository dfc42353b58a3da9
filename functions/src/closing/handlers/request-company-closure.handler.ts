import { requestClosureBody } from '@shared/closing/closing';
import { defineHandler } from '../../platform/handler';
import { requestClosure } from '../service';

export const handler = defineHandler(
  'POST /auth/request-company-closure',
  { body: requestClosureBody },
  async ({ ctx, body }) => requestClosure(ctx, body),
);
