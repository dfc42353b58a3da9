import { describe, expect, it } from 'vitest';
import type { ClientMessageView } from '@shared/sms/schemas';
import type { UserStudentsReply } from '@shared/users/schemas';
import { api, login, type Session } from './support';
import { fixtureMember } from './accounts-support';

const SCHOOL = '12824090253';
const HOST = 'school.localhost';
const ADMIN = 'admin@school.localhost';
const MANAGER = 'manager@school.localhost';
const STAFF = 'staff@school.localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = Record<string, unknown>>(
  who: string | Session,
  path: string,
  body?: unknown,
) => {
  const session = typeof who === 'string' ? await as(who) : who;
  const host = typeof who === 'string' ? (who.split('@')[1] ?? HOST) : HOST;
  return api.post<T>(path, body, { token: session.token, host });
};

/**
 * A parent of the school, linked to a student number as an invitation with one links them (a
 * fixture member: the demo password cost), signed in.
 */
async function parentOf(sid?: string): Promise<Session> {
  const person = await fixtureMember(SCHOOL, 3, { name: 'Palesa Mokoena', sid });
  return login(person.email, HOST, person.password);
}

/** A student of the school: a client record carrying the student number and a class. */
async function student(name: string, sid: string) {
  const saved = await post<{ id: string }>(ADMIN, '/auth/save-client', {
    name,
    phone: '082 555 0161',
  });
  expect(saved.status, saved.text).toBe(200);
  for (const [field, value] of [
    ['sid', sid],
    ['class', 'Grade 4B'],
  ]) {
    const changed = await post(ADMIN, '/auth/update-client-field', {
      table: 'clients',
      field,
      id: saved.body.id,
      value,
    });
    expect(changed.status, changed.text).toBe(200);
  }
  return saved.body.id;
}

const stamp = () => `S${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('get-user-students', () => {
  it('lists the students a user is linked to: their own for a parent, anyone for staff', async () => {
    const sid = stamp();
    const clientId = await student('Naledi Mokoena', sid);
    const parent = await parentOf(sid);
    const expected = {
      sid,
      students: [{ id: clientId, name: 'Naledi Mokoena', sid, class: 'Grade 4B' }],
    };

    const own = await post<UserStudentsReply>(parent, '/auth/get-user-students', {
      userId: parent.user.id,
    });
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject(expected);
    const byStaff = await post<UserStudentsReply>(STAFF, '/auth/get-user-students', {
      userId: parent.user.id,
    });
    expect(byStaff.body).toMatchObject(expected);

    // A parent asking about somebody else, and anyone asking about another company's user,
    // get the answer of a missing user.
    const manager = await as(MANAGER);
    const nosy = await post(parent, '/auth/get-user-students', { userId: manager.user.id });
    expect(nosy.status).toBe(404);
    const shop = await as('manager@shop.localhost');
    const stranger = await post(MANAGER, '/auth/get-user-students', { userId: shop.user.id });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: 'not found' });
    const fromShop = await post('manager@shop.localhost', '/auth/get-user-students', {
      userId: parent.user.id,
    });
    expect(fromShop.status).toBe(404);

    const unlinked = await parentOf();
    const none = await post<UserStudentsReply>(unlinked, '/auth/get-user-students', {
      userId: unlinked.user.id,
    });
    expect(none.body).toEqual({ sid: null, students: [] });
    expect((await post(MANAGER, '/auth/get-user-students', {})).status).toBe(400);
    expect(
      (await api.post('/auth/get-user-students', { userId: parent.user.id }, { host: HOST }))
        .status,
    ).toBe(401);
  });
});

describe('save-student-parent-messages', () => {
  it("keeps a parent's message on the student's profile, beside the SMS the school sent", async () => {
    const sid = stamp();
    const clientId = await student('Kabelo Mokoena', sid);
    const parent = await parentOf(sid);

    const empty = await post(parent, '/auth/save-student-parent-messages', {
      bulkSMSBody: '  ',
      senderId: sid,
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      fields: { bulkSMSBody: 'Message Body Field is Required!' },
    });
    const notTheirs = await post(parent, '/auth/save-student-parent-messages', {
      bulkSMSBody: 'Hello',
      senderId: `${sid}X`,
    });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toMatchObject({ error: 'No such student' });
    // Another company has no such student, whoever asks.
    expect(
      (
        await post('manager@shop.localhost', '/auth/save-student-parent-messages', {
          bulkSMSBody: 'Hello',
          senderId: sid,
        })
      ).status,
    ).toBe(404);

    const sms = await post(ADMIN, '/auth/send-bulk-sms', {
      bulkSMSBody: 'Kabelo has a school trip on Friday.',
      students: [{ id: clientId }],
    });
    expect(sms.status, sms.text).toBe(200);
    const saved = await post<{ message: string; messages: ClientMessageView[] }>(
      parent,
      '/auth/save-student-parent-messages',
      { bulkSMSBody: 'Thank you, he will bring a packed lunch.', senderId: sid },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe('Messages Successfully Sent!');

    const history = await post<ClientMessageView[]>(ADMIN, '/auth/get-sent-sms-for-individual', {
      client: clientId,
    });
    expect(history.status, history.text).toBe(200);
    expect(history.body.map((m) => [m.direction, m.body])).toEqual([
      ['in', 'Thank you, he will bring a packed lunch.'],
      ['out', 'Kabelo has a school trip on Friday.'],
    ]);
    expect(history.body[0]).toMatchObject({ sid, name: 'Palesa Mokoena' });
    // The family's messages are not SMS: the school's list of sent SMS does not show them.
    const analytics = await api.get<{ sentSMSes: ClientMessageView[] }>(
      '/auth/get-data-and-analytics',
      { token: (await as(ADMIN)).token, host: HOST },
    );
    expect(analytics.body.sentSMSes.some((m) => m.body.startsWith('Thank you, he'))).toBe(false);
    // Reading the panel stays with admins.
    expect(
      (await post(parent, '/auth/get-sent-sms-for-individual', { client: clientId })).status,
    ).toBe(403);
  });
});
