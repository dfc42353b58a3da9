import { describe, expect, it } from 'vitest';
import { STUDENT_NUMBERS } from '@shared/clients/student-numbers';
import type { UserStudentsReply } from '@shared/users/schemas';
import {
  backfillStudentNumbers,
  STUDENTS_FIGURE,
  studentDeltas,
} from '../../functions/src/clients/students';
import { readFigure, sumBy } from '../../functions/src/kernel/aggregates';
import { api, login, testDeps, type Session } from './support';
import { fixtureMember } from './accounts-support';

// A school's learners are clients with a student number: "the clients of a student number" reads
// that number's link items and the students' count is a figure, both kept in the transaction of
// every client write (the table engine's create, edit, bulk edit, import and deletion).

const SCHOOL = '12824090253';
const HOST = 'school.localhost';
const ADMIN = 'admin@school.localhost';
const MANAGER = 'manager@school.localhost';
const STAFF = 'staff@school.localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, HOST));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = Record<string, unknown>>(email: string, path: string, body?: unknown) =>
  api.post<T>(path, body, { token: (await as(email)).token, host: HOST });
const ok = async <T = Record<string, unknown>>(path: string, body: unknown) => {
  const reply = await post<T>(ADMIN, path, body);
  expect(reply.status, `${path} ${reply.text}`).toBe(200);
  return reply.body;
};

const stamp = () => `N${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A parent of the school, linked to no student yet (each check links it to the number asked). */
async function newParent(): Promise<Session> {
  const person = await fixtureMember(SCHOOL, 3, { name: 'Lindiwe Khumalo' });
  return login(person.email, HOST, person.password);
}

/** The names of the clients a student number reaches, as get-user-students lists them. */
async function namesOf(parent: Session, sid: string) {
  const linked = await post(MANAGER, '/auth/link-parent-to-student', {
    userId: parent.user.id,
    sid,
  });
  expect(linked.status, linked.text).toBe(200);
  const reply = await post<UserStudentsReply>(STAFF, '/auth/get-user-students', {
    userId: parent.user.id,
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.students.map((s) => s.name).sort();
}

/** The school's clients, every one (the test's rebuild, never a request's read). */
async function schoolClients() {
  const { data } = await testDeps()
    .db.entities.client.query.byCompany({ emis: SCHOOL })
    .go({ pages: 'all', consistent: true });
  return data;
}

/**
 * The students figure equals the count rebuilt from the clients, and get-selected-school shows
 * it. Other test files add learners meanwhile: compared once the figure held still around the
 * rebuild's read.
 */
async function expectCountRebuilt() {
  const db = testDeps().db;
  for (let attempt = 0; ; attempt += 1) {
    const before = await readFigure(db, SCHOOL, STUDENTS_FIGURE, 'all');
    const rebuilt = sumBy(STUDENTS_FIGURE, await schoolClients(), studentDeltas);
    const school = await post<{ stats: { students: number } }>(ADMIN, '/auth/get-selected-school', {
      emis: SCHOOL,
    });
    const after = await readFigure(db, SCHOOL, STUDENTS_FIGURE, 'all');
    if ((before.count !== after.count || school.body.stats.students !== after.count) && attempt < 5)
      continue;
    expect(after.count).toBe(rebuilt[0]?.count ?? 0);
    expect(school.body.stats.students).toBe(after.count);
    return after.count;
  }
}

/** A client's id by its (unique) name. */
async function idOf(name: string) {
  const client = (await schoolClients()).find((c) => c.name === name);
  expect(client, name).toBeDefined();
  return client!.id;
}

describe('student numbers: links and the count kept with every client write', () => {
  it('finds a number’s clients and counts the students after creates, edits, imports and deletions', async () => {
    const [a, b, c] = [stamp(), stamp(), stamp()];
    const tag = stamp();
    const name = (n: string) => `${n} ${tag}`;
    const parent = await newParent();
    await expectCountRebuilt();

    // Created with a number (the manager's new row), and given one later (update-client-field).
    await ok('/auth/save-form-data', {
      table: 'clients',
      data: { name: name('Ayanda'), sid: a, class: 'Grade 5A' },
    });
    const bongani = await ok<{ id: string }>('/auth/save-client', {
      name: name('Bongani'),
      phone: '082 555 0191',
    });
    await ok('/auth/update-client-field', {
      table: 'clients',
      field: 'sid',
      id: bongani.id,
      value: b,
    });
    expect(await namesOf(parent, a)).toEqual([name('Ayanda')]);
    expect(await namesOf(parent, b)).toEqual([name('Bongani')]);
    await expectCountRebuilt();

    // Moved to another number, then taken off it: the old number no longer reaches the client.
    await ok('/auth/update-item', { table: 'clients', id: bongani.id, column: 'sid', value: a });
    expect(await namesOf(parent, a)).toEqual([name('Ayanda'), name('Bongani')]);
    expect(await namesOf(parent, b)).toEqual([]);
    await ok('/auth/update-item', { table: 'clients', id: bongani.id, column: 'sid', value: null });
    expect(await namesOf(parent, a)).toEqual([name('Ayanda')]);
    await expectCountRebuilt();

    // Two rows at once (one gains a number, one changes it): one figure item, written once.
    const ayanda = await idOf(name('Ayanda'));
    await ok('/auth/update-model-multiple-rows', {
      table: 'clients',
      ids: [ayanda, bongani.id],
      column: 'sid',
      value: c,
    });
    expect(await namesOf(parent, a)).toEqual([]);
    expect(await namesOf(parent, c)).toEqual([name('Ayanda'), name('Bongani')]);
    await expectCountRebuilt();

    // An import: a new learner with a number, and an existing client given one.
    const imported = await ok<{ written: boolean }>('/auth/import-table-rows', {
      table: 'clients',
      rows: [
        { name: name('Chulu'), sid: b, class: 'Grade 6B' },
        { id: bongani.id, name: name('Bongani'), sid: b },
      ],
      importId: `students-${tag}`,
    });
    expect(imported.written).toBe(true);
    expect(await namesOf(parent, b)).toEqual([name('Bongani'), name('Chulu')]);
    expect(await namesOf(parent, c)).toEqual([name('Ayanda')]);
    await expectCountRebuilt();

    // Deletions: one row, then two at once.
    await ok('/auth/delete-item', { table: 'clients', id: ayanda });
    expect(await namesOf(parent, c)).toEqual([]);
    await ok('/auth/bulk-delete', {
      table: 'clients',
      rowIds: [bongani.id, await idOf(name('Chulu'))],
    });
    expect(await namesOf(parent, b)).toEqual([]);
    await expectCountRebuilt();

    // No link is left behind for these numbers.
    const { data: links } = await testDeps()
      .db.entities.nameToken.query.byKey({ emis: SCHOOL, scope: STUDENT_NUMBERS })
      .go({ pages: 'all', consistent: true });
    expect(links.filter((link) => [a, b, c].includes(link.key))).toEqual([]);
  });

  it('brings clients written before the links up to date, once (the backfill)', async () => {
    const db = testDeps().db;
    const emis = `backfill-${stamp()}`;
    const put = (id: string, sid?: string) =>
      db.entities.client.put({ emis, id, name: `Learner ${id}`, sid }).go();
    await Promise.all([put('c1', 'S1'), put('c2', 'S1'), put('c3', 'S2'), put('c4')]);
    const first = await backfillStudentNumbers({ db, emis });
    expect(first).toEqual({ students: 3, written: 4 });
    expect((await readFigure(db, emis, STUDENTS_FIGURE, 'all')).count).toBe(3);
    const { data: links } = await db.entities.nameToken.query
      .byKey({ emis, scope: STUDENT_NUMBERS })
      .go({ pages: 'all', consistent: true });
    expect(links.map((link) => `${link.key}:${link.ref_id}`).sort()).toEqual([
      'S1:c1',
      'S1:c2',
      'S2:c3',
    ]);
    expect(await backfillStudentNumbers({ db, emis })).toEqual({ students: 3, written: 0 });
  });
});
