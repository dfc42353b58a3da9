import { studentParentMessageBody } from '@shared/sms/schemas';
import { defineHandler } from '../../platform/handler';
import { saveStudentParentMessage } from '../service';

export const handler = defineHandler(
  'POST /auth/save-student-parent-messages',
  { body: studentParentMessageBody },
  async ({ ctx, body }) => saveStudentParentMessage(ctx, body),
);
