import { userStudentsBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { userStudents } from '../service';

export const handler = defineHandler(
  'POST /auth/get-user-students',
  { body: userStudentsBody },
  ({ ctx, body }) => userStudents(ctx, body),
);
