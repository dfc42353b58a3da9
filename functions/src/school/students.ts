import { LEVEL } from '@shared/access';
import type { StudentView } from '@shared/school/schemas';
import type { RequestContext } from '../kernel/context';
import { clientsOfStudent, type ClientRecord } from '../clients';
import { schoolError } from './errors';

/**
 * A school keeps each student as a client with a student number (`sid`) and a class. A parent or
 * student (below staff) reaches only the student number their membership is linked to: any
 * other, like a number of another school, answers 'No student with that student number'.
 */
export async function findStudent(ctx: RequestContext, sid: string): Promise<ClientRecord> {
  if (ctx.caller.alevel < LEVEL.staff && ctx.caller.sid !== sid) throw schoolError('noStudent');
  const data = await clientsOfStudent(ctx, sid);
  const student = data.sort((a, b) => a.id.localeCompare(b.id))[0];
  if (!student) throw schoolError('noStudent');
  return student;
}

export function studentView(record: ClientRecord): StudentView {
  const [fname = record.name, ...rest] = record.name.trim().split(/\s+/);
  return {
    id: record.id,
    sid: record.sid ?? '',
    fname,
    lname: rest.join(' '),
    name: record.name,
    class: record.class ?? null,
  };
}
