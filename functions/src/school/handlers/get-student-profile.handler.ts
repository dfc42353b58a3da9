import { studentBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { studentProfile } from '../payments';

export const handler = defineHandler(
  'POST /auth/get-student-profile',
  { body: studentBody },
  async ({ ctx, body }) => studentProfile(ctx, body.sid),
);
