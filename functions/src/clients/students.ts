import { STUDENT_NUMBERS, studentNumberOf } from '@shared/clients/student-numbers';
import type { Database } from '../db/service';
import { readFigure, type Delta } from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';
import { nameIndexSteps } from '../kernel/name-index';
import { commit } from '../kernel/transaction';
import { clientError } from './errors';
import type { ClientRecord } from './service';

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/**
 * The clients one student number reaches at most (the learner and a few family records): the
 * read takes this many links, in client-id order, so its cost never grows with the school.
 */
export const STUDENT_CLIENTS_BOUND = 100;

/** The figure counting the company's clients with a student number (its students). */
export const STUDENTS_FIGURE = 'clients.students';
const STUDENTS_KEY = 'all';

/** THE delta of a client: one student when it has a student number (the writes and the rebuild). */
export const studentDeltas = (row: Record<string, unknown>): Delta[] =>
  studentNumberOf(row) === undefined
    ? []
    : [{ name: STUDENTS_FIGURE, key: STUDENTS_KEY, count: 1 }];

/**
 * The clients carrying student number `sid`, by client id: the number's link items (written
 * with each client's create, change and deletion by the clients table's name index) and a batch
 * read of at most `STUDENT_CLIENTS_BOUND` clients, never every client.
 */
export async function clientsOfStudent(ctx: Tenant, sid: string): Promise<ClientRecord[]> {
  if (sid.trim() === '') return [];
  const { data: links } = await ctx.db.entities.nameToken.query
    .byKey({ emis: ctx.emis, scope: STUDENT_NUMBERS, key: sid })
    .go({ limit: STUDENT_CLIENTS_BOUND, consistent: true, attributes: ['key', 'ref_id'] });
  // The key's prefix would also match a longer number that starts with `sid#`.
  const ids = links.filter((link) => link.key === sid).map((link) => link.ref_id);
  if (ids.length === 0) return [];
  const { data, unprocessed } = await ctx.db.entities.client
    .get(ids.map((id) => ({ emis: ctx.emis, id })))
    .go({ consistent: true });
  if (unprocessed.length > 0) throw clientError('busy');
  return data.filter((client) => client.sid === sid).sort((a, b) => a.id.localeCompare(b.id));
}

/** How many clients are students (have a student number): one figure item, kept on each write. */
export async function studentCount(ctx: Tenant): Promise<number> {
  return (await readFigure(ctx.db, ctx.emis, STUDENTS_FIGURE, STUDENTS_KEY)).count;
}

/**
 * MAINTENANCE ONLY (a data migration or the demo seed, never a request): gives one company's
 * clients written before the student-number links (or by the seed's direct puts) their links,
 * and sets the students figure to the number of clients with a student number. Reads every
 * client and every link of the company once, a page at a time; idempotent (a second run writes
 * nothing). Run it before the company's traffic resumes.
 */
export async function backfillStudentNumbers({ db, emis }: { db: Database; emis: string }) {
  const wanted = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const page: { data: ClientRecord[]; cursor: string | null } = await db.entities.client.query
      .byCompany({ emis })
      .go({ cursor, limit: 1000 });
    for (const client of page.data) {
      const sid = studentNumberOf(client);
      if (sid !== undefined) wanted.set(client.id, sid);
    }
    cursor = page.cursor;
  } while (cursor);
  const have = new Map<string, string>();
  cursor = null;
  do {
    const page: { data: Array<{ key: string; ref_id: string }>; cursor: string | null } =
      await db.entities.nameToken.query
        .byKey({ emis, scope: STUDENT_NUMBERS })
        .go({ cursor, limit: 1000, attributes: ['key', 'ref_id'] });
    for (const link of page.data) have.set(link.ref_id, link.key);
    cursor = page.cursor;
  } while (cursor);
  let written = 0;
  for (const id of new Set([...wanted.keys(), ...have.keys()])) {
    const before = have.get(id);
    const after = wanted.get(id);
    if (before === after) continue;
    await commit(db, (tx) =>
      nameIndexSteps(
        tx,
        emis,
        STUDENT_NUMBERS,
        id,
        new Map(before === undefined ? [] : [[before, ['sid']]]),
        new Map(after === undefined ? [] : [[after, ['sid']]]),
      ),
    );
    written += 1;
  }
  const count = (await readFigure(db, emis, STUDENTS_FIGURE, STUDENTS_KEY)).count;
  if (count !== wanted.size) {
    await db.entities.aggregate
      .upsert({ emis, name: STUDENTS_FIGURE, key: STUDENTS_KEY })
      .set({ amount: 0, count: wanted.size })
      .go();
    written += 1;
  }
  return { students: wanted.size, written };
}
