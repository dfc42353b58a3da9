import { linkParentBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { linkParentToStudent } from '../service';

export const handler = defineHandler(
  'POST /auth/link-parent-to-student',
  { body: linkParentBody },
  ({ ctx, body }) => linkParentToStudent(ctx, body),
);
