import { describe, expect, it } from 'vitest';
import type {
  ClientView,
  CreateStaffReply,
  DeleteNoteReply,
  ListPage,
  SaveClientReply,
  SaveNoteReply,
  StaffView,
} from '@shared/clients/schemas';
import { findClient, notesOf } from '../../functions/src/clients/service';
import { api, login, testDeps, type Session } from './support';

const ADMIN = 'admin@shop.localhost';
const STAFF = 'staff@shop.localhost';
const PARENT = 'parent@shop.localhost';
const LEGAL_ADMIN = 'admin@legal.localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1]));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = unknown>(email: string, path: string, body: unknown) =>
  api.post<T>(path, body, { token: (await as(email)).token });
const get = async <T = unknown>(email: string, path: string) =>
  api.get<T>(path, { token: (await as(email)).token });

type Failure = { error: string; fields?: Record<string, string> };

let counter = 0;
const stamp = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function allClients(email: string): Promise<ClientView[]> {
  const rows: ClientView[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=500&cursor=${cursor}` : '?limit=500';
    const page = await get<ListPage<ClientView>>(email, `/auth/get-all-clients${query}`);
    expect(page.status, page.text).toBe(200);
    rows.push(...page.body.rows);
    cursor = page.body.cursor;
  } while (cursor);
  return rows;
}

async function newClient(email = ADMIN, extra: Record<string, unknown> = {}) {
  const saved = await post<SaveClientReply>(email, '/auth/save-client', {
    name: `Nomsa Client ${stamp()}`,
    ...extra,
  });
  expect(saved.status, saved.text).toBe(200);
  if (saved.body.status !== 'success') throw new Error(saved.text);
  return saved.body;
}

describe('clients', () => {
  it('lists the seeded clients (name, id_number, institution) to staff, not to parents', async () => {
    const rows = await allClients(STAFF);
    const school = rows.find((c) => c.name === 'Umlazi Comprehensive High School');
    expect(school).toMatchObject({
      id_number: 'EMIS-500211834',
      client_reference: 'EMIS-500211834',
      institution: 'Umlazi Comprehensive High School',
    });
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect((await get(PARENT, '/auth/get-all-clients')).status).toBe(403);
    const legal = await allClients(LEGAL_ADMIN);
    expect(legal.map((c) => c.name)).toContain('Thabo Molefe');
    expect(legal.map((c) => c.name)).not.toContain('Umlazi Comprehensive High School');
  });

  it('requires only a name, and staff may add clients', async () => {
    const nameless = await post<Failure>(STAFF, '/auth/save-client', { phone: '082 555 0000' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error).toBe('This field is required');
    expect(nameless.body.fields?.name).toBe('This field is required');
    const blank = await post<Failure>(STAFF, '/auth/save-client', { name: '   ' });
    expect(blank.status).toBe(400);

    const reference = `REF-${stamp()}`;
    const saved = await newClient(STAFF, {
      clientReference: reference,
      phone: 'call after 5',
      institution: 'Durban North Primary',
      position: 'Principal',
      email: 'not checked',
      address: '1 Broadway',
      city: 'Durban North',
      postalCode: '4051',
    });
    expect(saved.client).toMatchObject({
      client_reference: reference,
      id_number: reference,
      phone: 'call after 5',
      postal_code: '4051',
      city: 'Durban North',
    });
    // A reference (the ID number) belongs to one client.
    const again = await post<SaveClientReply>(ADMIN, '/auth/save-client', {
      name: 'Someone Else',
      clientReference: ` ${reference.toLowerCase()} `,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      status: 'exist',
      message: 'A Client With This Reference Already Exist!',
    });
    expect((await post(PARENT, '/auth/save-client', { name: 'Parent Client' })).status).toBe(403);
  });

  it('finds a client by id or by reference for the profile, never across companies', async () => {
    const reference = `ID-${stamp()}`;
    const saved = await newClient(ADMIN, { clientReference: reference });
    const { db } = testDeps();
    expect((await findClient(db, 'vula-trading', saved.id))?.name).toBe(saved.client.name);
    expect((await findClient(db, 'vula-trading', reference))?.id).toBe(saved.id);
    expect((await findClient(db, 'vula-trading', reference.toLowerCase()))?.id).toBe(saved.id);
    expect(await findClient(db, 'mokoena-attorneys', saved.id)).toBeUndefined();
    expect(await findClient(db, 'mokoena-attorneys', reference)).toBeUndefined();
    expect(await findClient(db, 'vula-trading', 'nobody')).toBeUndefined();
  });
});

describe('update-client-field', () => {
  it('changes one field and replies the updated client, with its history kept', async () => {
    const client = await newClient();
    const changed = await post<ClientView>(ADMIN, '/auth/update-client-field', {
      field: 'city',
      id: client.id,
      value: 'Pietermaritzburg',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ id: client.id, city: 'Pietermaritzburg' });
    const explicit = await post<ClientView>(ADMIN, '/auth/update-client-field', {
      table: 'clients',
      field: 'gender',
      id: client.id,
      value: 'Female',
    });
    expect(explicit.body).toMatchObject({ gender: 'Female', city: 'Pietermaritzburg' });
    const history = await post<Array<{ field: string; new_value: string }>>(
      ADMIN,
      '/auth/get-row-history',
      { table: 'clients', id: client.id },
    );
    expect(history.body.map((h) => h.field)).toEqual(expect.arrayContaining(['city', 'gender']));
  });

  it('refuses unknown fields, other tables, staff, and answers other companies as missing', async () => {
    const client = await newClient();
    const unknown = await post<Failure>(ADMIN, '/auth/update-client-field', {
      field: 'password',
      id: client.id,
      value: 'x',
    });
    expect(unknown.status).toBe(400);
    const otherTable = await post<Failure>(ADMIN, '/auth/update-client-field', {
      table: 'suppliers',
      field: 'name',
      id: client.id,
      value: 'x',
    });
    expect(otherTable.status).toBe(400);
    const nameless = await post<Failure>(ADMIN, '/auth/update-client-field', {
      field: 'name',
      id: client.id,
      value: '',
    });
    expect(nameless.status).toBe(400);
    expect(
      (
        await post(STAFF, '/auth/update-client-field', {
          field: 'city',
          id: client.id,
          value: 'x',
        })
      ).status,
    ).toBe(403);
    const foreign = await post<Failure>(LEGAL_ADMIN, '/auth/update-client-field', {
      field: 'city',
      id: client.id,
      value: 'Hacked',
    });
    const missing = await post<Failure>(LEGAL_ADMIN, '/auth/update-client-field', {
      field: 'city',
      id: 'no-such-client',
      value: 'Hacked',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error).toBe('No such client');
    // A reference another client holds is refused.
    const holder = await newClient(ADMIN, { clientReference: `HELD-${stamp()}` });
    const taken = await post<Failure>(ADMIN, '/auth/update-client-field', {
      field: 'client_reference',
      id: client.id,
      value: holder.client.client_reference,
    });
    expect(taken.status).toBe(409);
  });
});

describe('client notes', () => {
  it('adds, changes, lists and deletes a note', async () => {
    const client = await newClient();
    const empty = await post<Failure>(ADMIN, '/auth/save-note', {
      title: 'Call back',
      body: '',
      sid: client.id,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Make Sure Note Title And Body Are Not Empty');

    const first = await post<SaveNoteReply>(ADMIN, '/auth/save-note', {
      title: 'Quote requested',
      body: 'Wants 20 reams of paper delivered monthly.',
      sid: client.id,
      date: '2026-11-02 09:15:00',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.note).toMatchObject({ sid: client.id, date: '2026-11-02 09:15:00' });
    const second = await post<SaveNoteReply>(ADMIN, '/auth/save-note', {
      title: 'Order placed',
      body: 'First delivery booked.',
      sid: client.id,
      date: '2026-11-09',
    });
    expect(second.body.notes.map((n) => n.title)).toEqual(['Order placed', 'Quote requested']);

    const edited = await post<SaveNoteReply>(ADMIN, '/auth/save-note', {
      id: first.body.note.id,
      title: 'Quote sent',
      body: 'Quote Q-0042 sent by email.',
      sid: client.id,
      date: '2026-11-03 08:00:00',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.note).toMatchObject({ id: first.body.note.id, title: 'Quote sent' });
    expect(edited.body.notes).toHaveLength(2);

    const { db } = testDeps();
    expect((await notesOf(db, 'vula-trading', client.id)).map((n) => n.title)).toEqual([
      'Order placed',
      'Quote sent',
    ]);

    const removed = await post<DeleteNoteReply>(ADMIN, '/auth/delete-note', {
      id: second.body.note.id,
      sid: client.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.notes.map((n) => n.title)).toEqual(['Quote sent']);
    const twice = await post<Failure>(ADMIN, '/auth/delete-note', {
      id: second.body.note.id,
      sid: client.id,
    });
    expect(twice.status).toBe(404);
  });

  it("keeps notes to their client and company: another's ids answer as missing", async () => {
    const client = await newClient();
    const other = await newClient();
    const note = await post<SaveNoteReply>(ADMIN, '/auth/save-note', {
      title: 'Private',
      body: 'Only for this client.',
      sid: client.id,
    });
    // Another client's note cannot be changed or deleted through this client.
    const wrongClient = await post<Failure>(ADMIN, '/auth/save-note', {
      id: note.body.note.id,
      title: 'Moved',
      body: 'x',
      sid: other.id,
    });
    expect(wrongClient.status).toBe(404);
    expect(wrongClient.body.error).toBe('No such note');
    // Another company's client and note.
    const foreignClient = await post<Failure>(LEGAL_ADMIN, '/auth/save-note', {
      title: 'x',
      body: 'y',
      sid: client.id,
    });
    const missingClient = await post<Failure>(LEGAL_ADMIN, '/auth/save-note', {
      title: 'x',
      body: 'y',
      sid: 'no-such-client',
    });
    expect(foreignClient.status).toBe(404);
    expect(foreignClient.body).toEqual(missingClient.body);
    const foreignDelete = await post<Failure>(LEGAL_ADMIN, '/auth/delete-note', {
      id: note.body.note.id,
      sid: client.id,
    });
    expect(foreignDelete.status).toBe(404);
    const { db } = testDeps();
    expect(await notesOf(db, 'vula-trading', client.id)).toHaveLength(1);
    expect(await notesOf(db, 'mokoena-attorneys', client.id)).toHaveLength(0);
    // Notes are admin work (level 7).
    expect(
      (await post(STAFF, '/auth/save-note', { title: 'x', body: 'y', sid: client.id })).status,
    ).toBe(403);
    expect(
      (await post(STAFF, '/auth/delete-note', { id: note.body.note.id, sid: client.id })).status,
    ).toBe(403);
  });

  it('seeds notes on the legal clients', async () => {
    const thabo = (await allClients(LEGAL_ADMIN)).find((c) => c.name === 'Thabo Molefe');
    if (!thabo) throw new Error('Thabo Molefe is not seeded');
    const notes = await notesOf(testDeps().db, 'mokoena-attorneys', thabo.id);
    expect(notes.map((n) => n.title)).toEqual(['Follow-up call', 'Consultation: lease dispute']);
  });
});

describe('staff', () => {
  it("asks for ID number, names and phone with the spec's alert (two spaces)", async () => {
    const missing = await post<Failure>(ADMIN, '/auth/create-staff', {
      email: 'someone@example.co.za',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('ID Number, Names And Phone  Fields Are Required!');
    expect(missing.body.fields).toMatchObject({
      name: 'Field is required',
      idNumber: 'Field is required',
      phone: 'Field is required',
    });
    const badPhone = await post<Failure>(ADMIN, '/auth/create-staff', {
      name: 'Bheki Cele',
      idNumber: '8001015009087',
      phone: 'none',
    });
    expect(badPhone.status).toBe(400);
  });

  it('creates staff; the same ID number again answers exist without an id', async () => {
    const idNumber = `90${Date.now().toString().slice(-11)}`;
    const created = await post<CreateStaffReply>(ADMIN, '/auth/create-staff', {
      name: 'Zanele Ntuli',
      idNumber,
      phone: '072 555 0999',
      email: 'Zanele@VulaTrading.co.za',
      city: 'Durban',
      address: '3 Point Road',
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      status: 'success',
      staff: { name: 'Zanele Ntuli', id_number: idNumber, email: 'zanele@vulatrading.co.za' },
    });
    const spaced = `${idNumber.slice(0, 6)} ${idNumber.slice(6, 10)} ${idNumber.slice(10)}`;
    const again = await post<CreateStaffReply & { id?: string }>(ADMIN, '/auth/create-staff', {
      name: 'Somebody Else',
      idNumber: spaced,
      phone: '072 555 0998',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBeUndefined();
    expect(again.body).toEqual({
      status: 'exist',
      message: 'Staff With This ID Number Already Exist!',
    });
    // Per company: another company may employ the same person.
    const elsewhere = await post<CreateStaffReply>(LEGAL_ADMIN, '/auth/create-staff', {
      name: 'Zanele Ntuli',
      idNumber,
      phone: '072 555 0999',
    });
    expect(elsewhere.body.status).toBe('success');
  });

  it('lists staff to staff; only admins create, parents see nothing', async () => {
    const list = await get<ListPage<StaffView>>(STAFF, '/auth/get-all-staff');
    expect(list.status).toBe(200);
    expect(list.body.rows.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Lindiwe Mkhize', 'Rajesh Govender', 'Ayanda Ngcobo']),
    );
    expect((await get(PARENT, '/auth/get-all-staff')).status).toBe(403);
    const denied = await post(STAFF, '/auth/create-staff', {
      name: 'Staff Made',
      idNumber: '8001015009087',
      phone: '072 555 0000',
    });
    expect(denied.status).toBe(403);
  });
});
