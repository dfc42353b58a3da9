import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { api, login, testDeps, type Session } from './support';

// The conflict check reads the name index (issue 24): clients and matter parties are found by
// the keys of their names, kept in the same transaction as every create, change and delete
// (save-client, add-case, the data-table manager), never by reading every client and matter.

const LEGAL = 'legal.localhost';
const EMIS = 'mokoena-attorneys';
const MANAGER = `manager@${LEGAL}`;

type Conflicts = {
  checked: string[];
  clients: Array<{ id: string; name: string; matched: string; score: number }>;
  parties: Array<{ matter_id: string; name: string; role: string }>;
  conflicts: number;
  more: boolean;
};

let session: Promise<Session> | undefined;
const post = async <T>(path: string, body?: unknown) => {
  session ??= login(MANAGER, LEGAL);
  return api.post<T>(path, body, { host: LEGAL, token: (await session).token });
};

/** A word no other test's names have (letters only, so it is one name key). */
const word = (base: string) =>
  `${base}${ulid()
    .slice(-8)
    .toLowerCase()
    .replace(/[^a-z]/g, 'q')}`;

async function check(body: Record<string, string>): Promise<Conflicts> {
  const checked = await post<Conflicts>('/auth/check-matter-conflicts', body);
  expect(checked.status, checked.text).toBe(200);
  return checked.body;
}

async function newClient(name: string): Promise<string> {
  const saved = await post<{ id?: string }>('/auth/save-client', { name, clientReference: '' });
  expect(saved.status, saved.text).toBe(200);
  return saved.body.id!;
}

async function newMatter(clientId: string, respondents: string): Promise<string> {
  const id = ulid();
  const opened = await post<{ id: string }>('/auth/add-case', {
    caseObj: {
      caseTitle: `Conflicts ${id}`,
      fileNumber: `CF-${id.slice(-8)}`,
      selectedClientID: clientId,
      statusID: 'status-open',
      caseRespondent: respondents,
    },
  });
  expect(opened.status, opened.text).toBe(200);
  return opened.body.id;
}

describe('the conflict check’s name index', () => {
  it('finds a client created now, by its name or a slip of it, and not once renamed or deleted', async () => {
    const surname = word('Mokoena');
    const client = await newClient(`Thandeka ${surname}`);
    const found = await check({ clientName: `T. ${surname}` });
    expect(found.clients.map((c) => c.id)).toContain(client);
    // One letter wrong (Mokwena for Mokoena) is still found.
    const slip = await check({ clientName: surname.replace('Mokoena', 'Mokwena') });
    expect(slip.clients.map((c) => c.id)).toContain(client);

    const renamed = word('Radebe');
    const changed = await post('/auth/update-client-field', {
      field: 'name',
      id: client,
      value: `Thandeka ${renamed}`,
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await check({ clientName: surname })).clients.map((c) => c.id)).not.toContain(client);
    expect((await check({ clientName: renamed })).clients.map((c) => c.id)).toContain(client);

    const deleted = await post('/auth/delete-item', { table: 'clients', id: client });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await check({ clientName: renamed })).clients.map((c) => c.id)).not.toContain(client);
  });

  it('finds the parties of matters, follows their edits and forgets a deleted matter', async () => {
    const client = await newClient(word('Client'));
    const party = word('Dube');
    const matter = await newMatter(client, `Sibusiso ${party}; Lerato ${word('Mahlangu')}`);
    const found = await check({ respondents: `S ${party}` });
    expect(found.parties).toEqual([
      expect.objectContaining({ matter_id: matter, name: `Sibusiso ${party}`, role: 'respondent' }),
    ]);
    // Spaced differently: the joined name is a key too.
    const joined = await check({ petitioners: `Sibusiso${party}` });
    expect(joined.parties.map((p) => p.matter_id)).toContain(matter);

    const other = word('Nkosi');
    const edited = await post('/auth/update-item', {
      table: 'cases',
      id: matter,
      column: 'respondents',
      value: `Sipho ${other}`,
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await check({ respondents: `Sibusiso ${party}` })).conflicts).toBe(0);
    expect((await check({ clientName: `Sipho ${other}` })).parties).toEqual([
      expect.objectContaining({ matter_id: matter, name: `Sipho ${other}`, role: 'respondent' }),
    ]);

    const deleted = await post('/auth/delete-item', { table: 'cases', id: matter });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await check({ clientName: `Sipho ${other}` })).conflicts).toBe(0);
  });

  it('keeps the keys of imported clients, in transactions that fit however many there are', async () => {
    // 30 clients of five words each: more writes than one transaction takes at 25 rows.
    const surname = word('Zungu');
    const rows = Array.from({ length: 30 }, (_, at) => ({
      name: `Nokuthula Precious Mbali ${word('Khanyile')} ${surname}${String.fromCharCode(97 + (at % 26))}${at >= 26 ? 'z' : ''}`,
    }));
    const imported = await post<{ created: number; written: boolean }>('/auth/import-table-rows', {
      table: 'clients',
      rows,
      importId: ulid(),
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body).toMatchObject({ created: 30, written: true });
    const found = await check({ clientName: `${surname}a` });
    expect(found.clients.map((c) => c.name)).toContain(rows[0]!.name);
  });

  it('lists the strongest 25 clients of a name shared by more, the same name first', async () => {
    // 30 clients share a surname (each resembles it at 0.5), then one has the name itself (1):
    // the check reads and lists 25, scored on the index's names before any record is read.
    const surname = word('Shabalala');
    const rows = Array.from({ length: 30 }, () => ({ name: `${word('Given')} ${surname}` }));
    const imported = await post<{ created: number }>('/auth/import-table-rows', {
      table: 'clients',
      rows,
      importId: ulid(),
    });
    expect(imported.status, imported.text).toBe(200);
    const same = await newClient(surname);
    const found = await check({ clientName: surname });
    expect(found.clients).toHaveLength(25);
    expect(found.conflicts).toBe(25);
    expect(found.more).toBe(true);
    expect(found.clients[0]).toMatchObject({ id: same, name: surname, score: 1 });
    expect(found.clients.slice(1).every((c) => c.score === 0.5)).toBe(true);
  });

  it('reads the index, not every client: a client written around it is not found', async () => {
    // Written straight to the table, as no route writes a client: it has no name keys. A check
    // that read every client would find it; the index's check does not.
    const name = word('Ndlovu');
    await testDeps()
      .db.entities.client.put({ emis: EMIS, id: ulid(), name: `Ayanda ${name}` })
      .go();
    const beside = await newClient(`Bongani ${name}`);
    const found = await check({ clientName: name });
    expect(found.clients.map((c) => c.name)).toEqual([`Bongani ${name}`]);
    expect(found.more).toBe(false);
    expect(found.clients[0]?.id).toBe(beside);
  });
});
