import { describe, expect, it } from 'vitest';
import { api, login, type Session } from './support';

type Info = {
  name: string;
  can: { create: boolean; edit: boolean; delete: boolean; bulkDelete: boolean };
};
type Page = { rows: Array<Record<string, unknown> & { id: string }>; cursor: string | null };
type History = Array<{
  action: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  user_name: string;
}>;

const SHOP = 'shop.localhost';
const sessions = new Map<string, Promise<Session>>();
const as = (email: string, host = SHOP) => {
  if (!sessions.has(email)) sessions.set(email, login(email, host));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = unknown>(email: string, path: string, body: unknown) =>
  api.post<T>(path, body, { token: (await as(email, email.split('@')[1])).token });

async function rows(email: string, table: string, queryFilter: unknown = '1=1', limit = 100) {
  const response = await post<Page>(email, '/auth/get-table-rows', { table, queryFilter, limit });
  expect(response.status, response.text).toBe(200);
  return response.body.rows;
}

async function addSubject(
  email: string,
  subject_name: string,
  extra: Record<string, unknown> = {},
) {
  const saved = await post(email, '/auth/save-form-data', {
    table: 'subjects',
    data: { subject_name, ...extra },
  });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body).toBe('success');
  const found = (await rows(email, 'subjects', { search: subject_name.toLowerCase() })).find(
    (r) => r.subject_name === subject_name,
  );
  expect(found).toBeDefined();
  return found as { id: string };
}

describe('data tables: who sees what', () => {
  it('offers staff the report tables only, admins the settings tables too, and parents nothing', async () => {
    const staff = await post<Info[]>(
      'staff@shop.localhost',
      '/auth/get-database-tables',
      undefined,
    );
    const admin = await post<Info[]>(
      'admin@shop.localhost',
      '/auth/get-database-tables',
      undefined,
    );
    expect(staff.status).toBe(405); // it is a GET
    const staffTables = await api.get<Info[]>('/auth/get-database-tables', {
      token: (await as('staff@shop.localhost')).token,
    });
    const adminTables = await api.get<Info[]>('/auth/get-database-tables', {
      token: (await as('admin@shop.localhost')).token,
    });
    const staffNames = staffTables.body.map((t) => t.name);
    expect(staffNames).toEqual(expect.arrayContaining(['classes', 'subjects', 'live_lessons']));
    expect(staffNames).not.toEqual(expect.arrayContaining(['companies']));
    expect(staffNames).not.toEqual(expect.arrayContaining(['site_settings']));
    expect(adminTables.body.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'companies',
        'company_profile',
        'site_settings',
        'site_colors',
        'branches',
        'faqs',
        'classes',
      ]),
    );
    expect(staffTables.body.find((t) => t.name === 'subjects')?.can).toMatchObject({
      create: true,
      edit: true,
      delete: true,
      bulkDelete: false,
    });
    expect(staffTables.body.find((t) => t.name === 'classes')?.can).toMatchObject({
      create: false,
      edit: false,
    });
    expect(admin.status).toBe(405);
    const parent = await api.get('/auth/get-database-tables', {
      token: (await as('parent@shop.localhost')).token,
    });
    expect(parent.status).toBe(403);
    expect(
      (await post('staff@shop.localhost', '/auth/get-table-rows', { table: 'companies' })).status,
    ).toBe(403);
    expect(
      (await post('admin@shop.localhost', '/auth/get-table-rows', { table: 'no_such_table' }))
        .status,
    ).toBe(404);
  });

  it('describes columns, related tables and reference choices', async () => {
    const columns = await post<Array<{ name: string; type: string }>>(
      'admin@school.localhost',
      '/auth/get-columns',
      { table: 'subjects' },
    );
    expect(columns.body.map((c) => c.name)).toEqual([
      'subject_name',
      'code',
      'class_id',
      'lead_educator',
      'meeting_link',
    ]);
    const object = await post<Record<string, unknown>>(
      'admin@school.localhost',
      '/auth/get-table-column',
      { table: 'classes' },
    );
    expect(object.body).toMatchObject({
      class_name: 'text',
      subjects: { table: 'subjects', column: 'class_id' },
    });
    const dependent = await post<Record<string, Array<{ value: string; label: string }>>>(
      'admin@school.localhost',
      '/auth/get-dependent-table-columns',
      { table: 'subjects' },
    );
    expect(dependent.body.class_id?.map((o) => o.label)).toContain('Grade 12A');
    const label = await post('admin@school.localhost', '/auth/get-foreign-field-value', {
      table: 'classes',
      foreignID: 'class-12a',
    });
    expect(label.body).toEqual({ id: 'class-12a', label: 'Grade 12A' });
    const first = await post<{ columns: unknown[]; rows: unknown[] }>(
      'admin@school.localhost',
      '/auth/get-table-columns',
      { table: 'classes', queryFilter: '1=1' },
    );
    expect(first.body.columns).toHaveLength(2);
    expect(first.body.rows.length).toBeGreaterThan(0);
  });

  it('shows a company only its own company row', async () => {
    const company = await rows('admin@shop.localhost', 'companies');
    expect(company).toHaveLength(1);
    expect(company[0]).toMatchObject({ id: 'vula-trading', name: 'Vula Trading' });
    const other = await post('admin@shop.localhost', '/auth/update-item', {
      table: 'companies',
      id: 'mokoena-attorneys',
      column: 'motto',
      value: 'Hacked',
    });
    expect(other.status).toBe(404);
  });

  it('lets a parent list the classes (GET /auth/get-all-classes)', async () => {
    const classes = await api.get<Array<{ class_name: string }>>('/auth/get-all-classes', {
      token: (await as('parent@school.localhost', 'school.localhost')).token,
    });
    expect(classes.status).toBe(200);
    expect(classes.body.map((c) => c.class_name)).toContain('Grade 12A');
  });
});

describe('data tables: changes and their history', () => {
  it('adds a subject, edits one field, bulk-deletes two rows, and keeps each change in the history', async () => {
    const admin = 'admin@shop.localhost';
    const keep = await addSubject(admin, `Typing ${Date.now()}`, { code: 'TYP' });
    const a = await addSubject(admin, `Filing A ${Date.now()}`);
    const b = await addSubject(admin, `Filing B ${Date.now()}`);

    const edited = await post<{ status: string; row: Record<string, unknown> }>(
      admin,
      '/auth/update-item',
      { table: 'subjects', id: keep.id, column: 'code', value: 'TYPE' },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'success', row: { code: 'TYPE' } });

    const deleted = await post(admin, '/auth/bulk-delete', {
      table: 'subjects',
      rowIds: [a.id, b.id],
    });
    expect(deleted.status).toBe(200);
    expect(JSON.stringify(deleted.body)).toContain('success');
    const ids = (await rows(admin, 'subjects')).map((r) => r.id);
    expect(ids).toContain(keep.id);
    expect(ids).not.toContain(a.id);

    const history = await post<History>(admin, '/auth/get-row-history', {
      table: 'subjects',
      id: keep.id,
    });
    expect(history.body.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history.body[0]).toMatchObject({
      field: 'code',
      old_value: 'TYP',
      new_value: 'TYPE',
      user_name: 'Nosipho Cele',
    });
    const gone = await post<History>(admin, '/auth/get-row-history', {
      table: 'subjects',
      id: a.id,
    });
    expect(gone.body.map((h) => h.action)).toEqual(['delete', 'create']);

    // The table's history has all of it, newest first, deleted rows named by their last values.
    type TablePage = { entries: Array<History[number] & { row_id: string; row_label: string }> };
    const table = await post<TablePage>(admin, '/auth/get-table-history', { table: 'subjects' });
    expect(table.status, table.text).toBe(200);
    const mine = table.body.entries.filter((e) => [keep.id, a.id, b.id].includes(e.row_id));
    expect(mine.map((e) => e.action)).toEqual([
      'delete',
      'delete',
      'update',
      'create',
      'create',
      'create',
    ]);
    expect(mine.find((e) => e.row_id === a.id && e.action === 'delete')?.row_label).toMatch(
      /^Filing A /,
    );
    expect(mine.find((e) => e.action === 'update')?.row_label).toMatch(/^Typing /);
    // Another company's history of the same table does not show these changes.
    const other = await post<TablePage>('admin@school.localhost', '/auth/get-table-history', {
      table: 'subjects',
    });
    expect(other.body.entries.some((e) => [keep.id, a.id, b.id].includes(e.row_id))).toBe(false);
    const forged = await post(admin, '/auth/get-table-history', {
      table: 'subjects',
      cursor: 'not-a-cursor',
    });
    expect(forged.status).toBe(400);
    expect(
      (await post('parent@shop.localhost', '/auth/get-table-history', { table: 'subjects' }))
        .status,
    ).toBe(403);
  });

  it('lets staff create, edit and delete subjects but not bulk-delete them or change classes', async () => {
    const staff = 'staff@shop.localhost';
    const row = await addSubject(staff, `Stock control ${Date.now()}`);
    expect(
      (
        await post(staff, '/auth/update-item', {
          table: 'subjects',
          id: row.id,
          column: 'code',
          value: 'STK',
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(staff, '/auth/bulk-delete', { table: 'subjects', rowIds: [row.id] })).status,
    ).toBe(403);
    expect(
      (
        await post(staff, '/auth/save-form-data', {
          table: 'classes',
          data: { class_name: 'Grade 1' },
        })
      ).status,
    ).toBe(403);
    expect((await post(staff, '/auth/delete-item', { table: 'subjects', id: row.id })).body).toBe(
      'success',
    );
  });

  it('updates many rows in one change (bulk edit, admins) and refuses more than 50 at once', async () => {
    const admin = 'admin@shop.localhost';
    const one = await addSubject(admin, `Bulk one ${Date.now()}`);
    const two = await addSubject(admin, `Bulk two ${Date.now()}`);
    const bulk = await post(admin, '/auth/update-model-multiple-rows', {
      table: 'subjects',
      column: 'code',
      ids: [one.id, two.id],
      value: 'BLK',
    });
    expect(bulk.body).toMatchObject({ status: 'success', updated: 2 });
    expect(
      (
        await post('staff@shop.localhost', '/auth/update-model-multiple-rows', {
          table: 'subjects',
          column: 'code',
          ids: [one.id],
          value: 'X',
        })
      ).status,
    ).toBe(403);
    const many = Array.from({ length: 51 }, (_, i) => `id${i}`);
    expect(
      (await post(admin, '/auth/bulk-delete', { table: 'subjects', rowIds: many })).status,
    ).toBe(400);
  });

  it('changes the site colours and the reply carries the new theme; the public site shows it', async () => {
    const admin = 'admin@shop.localhost';
    const changed = await post<{ company?: { company: { primary_bg_color: string } } }>(
      admin,
      '/auth/update-item',
      { table: 'site_colors', id: 'vula-trading', column: 'primary_bg_color', value: '#123456' },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.company?.company.primary_bg_color).toBe('#123456');
    const site = await api.post<{ company: { primary_bg_color: string } }>(
      '/get-company-with-domain',
      {},
      { host: SHOP },
    );
    expect(site.body.company.primary_bg_color).toBe('#123456');
    await post(admin, '/auth/update-item', {
      table: 'site_colors',
      id: 'vula-trading',
      column: 'primary_bg_color',
      value: '#0E7490',
    });
    const labels = await post(admin, '/auth/update-item', {
      table: 'company_labels',
      id: 'vula-trading',
      column: 'client',
      value: 'Customer',
    });
    expect(labels.status).toBe(200);
    const relabelled = await api.post<{ labels: { client: string } }>(
      '/get-company-with-domain',
      {},
      { host: SHOP },
    );
    expect(relabelled.body.labels.client).toBe('Customer');
    await post(admin, '/auth/update-item', {
      table: 'company_labels',
      id: 'vula-trading',
      column: 'client',
      value: '',
    });
  });
});

describe('data tables: bad input writes nothing', () => {
  it('refuses SQL or expression filters', async () => {
    for (const queryFilter of [
      'DROP TABLE subjects',
      '1=1 OR 1=1',
      "name = 'x'",
      { column: 'subject_name', value: { $ne: 1 } },
      { search: 'x', or: 1 },
      { column: 'pk', value: 'x' },
    ]) {
      const response = await post('admin@shop.localhost', '/auth/get-table-rows', {
        table: 'subjects',
        queryFilter,
      });
      expect(response.status, JSON.stringify(queryFilter)).toBe(400);
    }
    const byColumn = await rows('admin@school.localhost', 'subjects', {
      column: 'class_id',
      value: 'class-12a',
    });
    expect(byColumn.map((r) => r.subject_name).sort()).toEqual([
      'Mathematics',
      'Physical Sciences',
    ]);
    // A related table's search: the column's rows only, then the text.
    const searched = await rows('admin@school.localhost', 'subjects', {
      column: 'class_id',
      value: 'class-12a',
      search: 'physical',
    });
    expect(searched.map((r) => r.subject_name)).toEqual(['Physical Sciences']);
  });

  it('checks every value against its column and refuses unknown and read-only columns', async () => {
    const admin = 'admin@school.localhost';
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        'subjects',
        { id: 'subject-math-12', column: 'lead_educator', value: 'not-an-email' },
        'E-mail must be valid',
      ],
      [
        'subjects',
        { id: 'subject-math-12', column: 'class_id', value: 'class-99z' },
        'The chosen item does not exist',
      ],
      [
        'subjects',
        { id: 'subject-math-12', column: 'subject_name', value: '' },
        'This field is required',
      ],
      ['subjects', { id: 'subject-math-12', column: 'pk', value: 'x' }, 'Unknown column'],
      [
        'site_colors',
        { id: '12824090253', column: 'primary_bg_color', value: 'red' },
        'Must be a colour such as #0e7490',
      ],
      [
        'companies',
        { id: '12824090253', column: 'domain', value: 'evil.example.com' },
        'This column cannot be changed here',
      ],
      [
        'live_lessons',
        { id: 'lesson-1', column: 'lesson_date_time', value: '2026-02-30 10:00:00' },
        'Must be a date and time YYYY-MM-DD HH:mm:ss',
      ],
    ];
    for (const [table, change, message] of cases) {
      const response = await post<{ error: string }>(admin, '/auth/update-item', {
        table,
        ...change,
      });
      expect(response.status, `${table} ${JSON.stringify(change)}`).toBe(400);
      expect(response.body.error).toBe(message);
    }
    const created = await post<{ fields: Record<string, string> }>(admin, '/auth/save-form-data', {
      table: 'subjects',
      data: { code: 'X', secret: 1 },
    });
    expect(created.status).toBe(400);
    expect(created.body.fields).toMatchObject({
      subject_name: 'This field is required',
      secret: 'Unknown column',
    });
    const history = await post<History>(admin, '/auth/get-row-history', {
      table: 'subjects',
      id: 'subject-math-12',
    });
    expect(history.body).toEqual([]);
  });

  it("answers another company's row ids exactly like missing ones", async () => {
    const shop = 'admin@shop.localhost';
    for (const [path, body] of [
      [
        '/auth/update-item',
        { table: 'subjects', id: 'subject-math-12', column: 'code', value: 'X' },
      ],
      ['/auth/delete-item', { table: 'subjects', id: 'subject-math-12' }],
      ['/auth/bulk-delete', { table: 'subjects', rowIds: ['subject-math-12'] }],
      ['/auth/get-foreign-field-value', { table: 'classes', foreignID: 'class-12a' }],
    ] as const) {
      const theirs = await post<{ error: string }>(shop, path, body);
      const missing = await post<{ error: string }>(shop, path, {
        ...body,
        ...('id' in body ? { id: 'no-such-row' } : {}),
        ...('rowIds' in body ? { rowIds: ['no-such-row'] } : {}),
        ...('foreignID' in body ? { foreignID: 'no-such-row' } : {}),
      });
      expect(theirs.status, path).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    expect(
      (
        await post<History>(shop, '/auth/get-row-history', {
          table: 'subjects',
          id: 'subject-math-12',
        })
      ).body,
    ).toEqual([]);
    expect(
      await rows('admin@school.localhost', 'subjects', { column: 'id', value: 'subject-math-12' }),
    ).toHaveLength(1);
  });

  it('pages with a cursor that works only for the table it came from', async () => {
    const first = await post<Page>('admin@school.localhost', '/auth/get-table-rows', {
      table: 'classes',
      limit: 2,
    });
    expect(first.body.rows).toHaveLength(2);
    expect(first.body.cursor).toBeTruthy();
    const second = await post<Page>('admin@school.localhost', '/auth/get-table-rows', {
      table: 'classes',
      limit: 2,
      cursor: first.body.cursor,
    });
    expect(second.body.rows.map((r) => r.id)).not.toContain(first.body.rows[0]?.id);
    const forged = Buffer.from(JSON.stringify({ pk: 'vula-trading#class', sk: 'x' })).toString(
      'base64url',
    );
    expect(
      (
        await post('admin@school.localhost', '/auth/get-table-rows', {
          table: 'classes',
          cursor: forged,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post('admin@school.localhost', '/auth/get-table-rows', {
          table: 'subjects',
          cursor: first.body.cursor,
        })
      ).status,
    ).toBe(400);
  });
});

describe('data tables: import', () => {
  it('checks every row first, writes nothing when one is bad, and is safe to send again', async () => {
    const admin = 'admin@shop.localhost';
    const stamp = Date.now();
    const importId = `import-${stamp}`;
    const good = [
      { class_name: `Imported ${stamp} A`, grade: '1' },
      { class_name: `Imported ${stamp} B`, grade: '2' },
    ];
    const bad = [...good, { grade: '3' }, { class_name: 'x', colour: 'red' }];
    const dry = await post<{
      accepted: number;
      rejected: Array<{ row: number; errors: Record<string, string> }>;
    }>(admin, '/auth/import-table-rows', { table: 'classes', rows: bad, dryRun: true, importId });
    expect(dry.body.accepted).toBe(2);
    expect(dry.body.rejected).toEqual([
      { row: 3, errors: { class_name: 'This field is required' } },
      { row: 4, errors: { colour: 'Unknown column' } },
    ]);
    expect(
      (await post(admin, '/auth/import-table-rows', { table: 'classes', rows: bad, importId }))
        .status,
    ).toBe(400);
    expect(await rows(admin, 'classes', { search: `imported ${stamp}` })).toHaveLength(0);

    const done = await post<{ created: number; written: boolean }>(
      admin,
      '/auth/import-table-rows',
      { table: 'classes', rows: good, importId },
    );
    expect(done.body).toMatchObject({ created: 2, written: true });
    await post(admin, '/auth/import-table-rows', { table: 'classes', rows: good, importId });
    const imported = await rows(admin, 'classes', { search: `imported ${stamp}` });
    expect(imported).toHaveLength(2);

    // An exported file (rows with their ids) imports back as the same rows.
    const again = await post<{ created: number; updated: number }>(
      admin,
      '/auth/import-table-rows',
      {
        table: 'classes',
        rows: imported.map(({ id, class_name, grade }) => ({ id, class_name, grade })),
        importId: `re-${stamp}`,
      },
    );
    expect(again.body).toMatchObject({ created: 0, updated: 2 });
    expect(await rows(admin, 'classes', { search: `imported ${stamp}` })).toHaveLength(2);
    expect(
      (
        await post('staff@shop.localhost', '/auth/import-table-rows', {
          table: 'classes',
          rows: good,
          importId,
        })
      ).status,
    ).toBe(403);
  });
});

describe('data tables: concurrency', () => {
  it('never loses an update: concurrent changes to one row either land or are refused with 409', async () => {
    const admin = 'admin@shop.localhost';
    const row = await addSubject(admin, `Race ${Date.now()}`);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((code) =>
        post(admin, '/auth/update-item', {
          table: 'subjects',
          id: row.id,
          column: 'code',
          value: code,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    for (const status of statuses) expect([200, 409]).toContain(status);
    expect(statuses).toContain(200);
    const history = await post<History>(admin, '/auth/get-row-history', {
      table: 'subjects',
      id: row.id,
    });
    const updates = history.body.filter((h) => h.action === 'update');
    expect(updates).toHaveLength(statuses.filter((s) => s === 200).length);
    const final = (await rows(admin, 'subjects', { column: 'id', value: row.id }))[0];
    expect(final?.code).toBe(updates[0]?.new_value);
  });
});
