import { userStudentsBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { userStudents } from '../service';

export const handler = defineHandler(
  'POST /auth/get-user-students',
  { body: userStudentsBody },
  async (input) => userStudents(input, input.body.userId),
);
