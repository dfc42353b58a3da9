import { clientsOfStudent } from '../clients';
import { LEVEL } from '@shared/access';
import { ulid } from 'ulid';
import type { StudentMessageView, StudentParentMessageBody } from '@shared/sms/schemas';
import { formatDateTime } from '@shared/time/sast';
import { AppError } from '../platform/errors';
import { smsError } from './errors';
import type { RequestContext } from '../kernel/context';

const noStudent = () =>
  new AppError(404, 'No such student', { fields: { senderId: 'No such student' } });

/**
 * save-student-parent-messages: a parent or student writes to the school about a student.
 * Below staff the student number must be the caller's own (link-parent-to-student); anyone
 * else's, and a number no client of this company carries, is 'No such student'. The message is
 * kept on each client record with that number, for the school to read in the client's SMS
 * panel; it is not an SMS, so nothing is sent or charged.
 */
export async function saveStudentParentMessage(
  ctx: RequestContext,
  body: StudentParentMessageBody,
) {
  const { caller, emis } = ctx;
  const e = ctx.db.entities;
  if (caller.alevel < LEVEL.staff && caller.membership.sid !== body.senderId) throw noStudent();
  const [students, sender] = await Promise.all([
    clientsOfStudent(ctx, body.senderId),
    ctx.deps.accounts.getUser(caller.userId),
  ]);
  if (students.length === 0) throw noStudent();
  const now = formatDateTime(ctx.deps.clock.now());
  const records = students.map((student) => ({
    emis,
    id: ulid(),
    client_id: student.id,
    sid: body.senderId,
    body: body.bulkSMSBody,
    sender_id: caller.userId,
    sender_name: sender?.name,
    created_at: now,
  }));
  const { unprocessed } = await e.studentMessage.put(records).go();
  // Never report a message as sent that was not kept.
  if (unprocessed.length > 0) throw smsError('busy');
  return {
    status: 'success' as const,
    message: 'Messages Successfully Sent!',
    messages: records.map(studentMessageView),
  };
}

export const studentMessageView = (m: {
  id: string;
  body: string;
  created_at: string;
  sid: string;
  sender_name?: string;
}): StudentMessageView => ({
  direction: 'in',
  id: m.id,
  body: m.body,
  date_time: m.created_at,
  sid: m.sid,
  name: m.sender_name ?? null,
});
