import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '../../shared/src/finance/schemas';
import { api, login, testDeps, type Session } from './support';

// Expense attachments (issue 14, not in the spec): an expense's supplier invoice or till slip,
// kept under files/expenses/<emis>/<expenseId>/ as the matter files are, for managers only.

const SHOP = 'shop.localhost';
const SCHOOL = 'school.localhost';
const MANAGER = `manager@${SHOP}`;
const SCHOOL_MANAGER = `manager@${SCHOOL}`;
const MISSING = '01MISSINGEXPENSE000000000';

type Failure = { error: string };
type Listed = Array<{ name: string; extension: string }>;

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const post = async <T>(email: string, path: string, body?: unknown) =>
  api.post<T>(path, body, { host: email.split('@')[1], token: (await as(email)).token });
async function ok<T>(email: string, path: string, body?: unknown): Promise<T> {
  const response = await post<T>(email, path, body);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
}

const stamp = Date.now().toString(36);

/** A new expense of the manager's company; its id. */
async function newExpense(email: string, suffix = '') {
  const { category } = await ok<{ category: { id: string } }>(
    email,
    '/auth/create-expense-category',
    { categoryName: `Attachments ${stamp}${suffix}` },
  );
  const { provider } = await ok<{ provider: { id: string } }>(
    email,
    '/auth/create-service-provider',
    { companyName: `Game Stores ${stamp}${suffix}` },
  );
  const { expense } = await ok<{ expense: { id: string } }>(email, '/auth/save-expense-manual', {
    selectedServiceProvider: provider.id,
    selectedExpenseCategory: category.id,
    expenseAmount: '250.00',
    // A year no other suite writes to: finance.test.ts counts the shop's expenses of 2031.
    expenseDate: '2033-06-01',
  });
  return expense.id;
}

let mine: string;
let theirs: string;
let theirFile: string;
const slip = Buffer.from('Till slip: printer paper x2, R250.00 incl. VAT\n');

beforeAll(async () => {
  mine = await newExpense(MANAGER);
  theirs = await newExpense(SCHOOL_MANAGER);
  theirFile = (
    await ok<{ name: string }>(SCHOOL_MANAGER, '/auth/upload-expense-file', {
      expenseID: theirs,
      filename: 'theirs.txt',
      base64string: Buffer.from('theirs').toString('base64'),
    })
  ).name;
});

describe('expense files', () => {
  it('uploads a till slip, lists it, downloads the same bytes and deletes it', async () => {
    const uploaded = await ok<{ message: string; name: string; files: Listed }>(
      MANAGER,
      '/auth/upload-expense-file',
      { expenseID: mine, filename: 'Till Slip.txt', base64string: slip.toString('base64') },
    );
    expect(uploaded.name).toMatch(/^till-slip-[0-9a-z]{6}\.txt$/);
    expect(uploaded.files).toEqual([{ name: uploaded.name, extension: 'txt' }]);
    const listed = await ok<Listed>(MANAGER, '/auth/get-expense-files', { expenseID: mine });
    expect(listed.map((f) => f.name)).toEqual([uploaded.name]);

    const download = await post<Buffer>(MANAGER, '/auth/download-expense-file', {
      expenseID: mine,
      name: uploaded.name,
    });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${uploaded.name}"`);
    expect(Buffer.from(download.text)).toEqual(slip);

    const left = await ok<{ files: Listed }>(MANAGER, '/auth/delete-expense-file', {
      expenseID: mine,
      name: uploaded.name,
    });
    expect(left.files).toEqual([]);
    expect(await ok<Listed>(MANAGER, '/auth/get-expense-files', { expenseID: mine })).toEqual([]);
    const gone = await post<Failure>(MANAGER, '/auth/download-expense-file', {
      expenseID: mine,
      name: uploaded.name,
    });
    expect([gone.status, gone.body.error]).toEqual([404, FINANCE_MESSAGES.noFile]);
  });

  it('deletes the files of the expenses it deletes, and only theirs', async () => {
    const doomed = await newExpense(MANAGER, ' deleted');
    await ok(MANAGER, '/auth/upload-expense-file', {
      expenseID: doomed,
      filename: 'slip.txt',
      base64string: slip.toString('base64'),
    });
    const kept = await ok<{ name: string }>(MANAGER, '/auth/upload-expense-file', {
      expenseID: mine,
      filename: 'kept.txt',
      base64string: slip.toString('base64'),
    });
    const { user } = await as(MANAGER);
    const folder = (id: string) => `files/expenses/${user.emis}/${id}/`;
    expect(await testDeps().blobs.list(folder(doomed))).toHaveLength(1);

    await ok(MANAGER, '/auth/bulk-delete-expenses', { table: 'expenses', eids: [doomed] });
    expect(await testDeps().blobs.list(folder(doomed))).toEqual([]);
    const left = await ok<Listed>(MANAGER, '/auth/get-expense-files', { expenseID: mine });
    expect(left.map((f) => f.name)).toContain(kept.name);
    await ok(MANAGER, '/auth/delete-expense-file', { expenseID: mine, name: kept.name });
  });

  it('refuses a disallowed extension, content that is not what its name says, and no file', async () => {
    const exe = await post<Failure>(MANAGER, '/auth/upload-expense-file', {
      expenseID: mine,
      filename: 'invoice.exe',
      base64string: slip.toString('base64'),
    });
    expect(exe.status).toBe(400);
    expect(exe.body.error).toMatch(/^Only xls, xlsx, doc, docx, ppt, pptx, png, jpg, jpeg, txt/);
    const renamed = await post<Failure>(MANAGER, '/auth/upload-expense-file', {
      expenseID: mine,
      filename: 'invoice.docx',
      base64string: slip.toString('base64'),
    });
    expect(renamed.status).toBe(400);
    const nothing = await post<Failure>(MANAGER, '/auth/upload-expense-file', { expenseID: mine });
    expect([nothing.status, nothing.body.error]).toEqual([400, FINANCE_MESSAGES.fileTypeAndFile]);
    expect(await ok<Listed>(MANAGER, '/auth/get-expense-files', { expenseID: mine })).toEqual([]);
  });

  it("answers another company's expense exactly like a missing one", async () => {
    for (const expenseID of [theirs, MISSING]) {
      for (const [path, body] of [
        [
          '/auth/upload-expense-file',
          { expenseID, filename: 'x.txt', base64string: slip.toString('base64') },
        ],
        ['/auth/get-expense-files', { expenseID }],
        ['/auth/download-expense-file', { expenseID, name: theirFile }],
        ['/auth/delete-expense-file', { expenseID, name: theirFile }],
      ] as const) {
        const response = await post<Failure>(MANAGER, path, body);
        expect([response.status, response.body.error], `${path} ${expenseID}`).toEqual([
          404,
          FINANCE_MESSAGES.noExpense,
        ]);
      }
    }
    // Their file named on my expense: no such file, and theirs is still there.
    const named = await post<Failure>(MANAGER, '/auth/delete-expense-file', {
      expenseID: mine,
      name: theirFile,
    });
    expect([named.status, named.body.error]).toEqual([404, FINANCE_MESSAGES.noFile]);
    const still = await ok<Listed>(SCHOOL_MANAGER, '/auth/get-expense-files', {
      expenseID: theirs,
    });
    expect(still.map((f) => f.name)).toEqual([theirFile]);
  });

  it('is for managers: staff and admins are refused', async () => {
    for (const email of [`staff@${SHOP}`, `admin@${SHOP}`]) {
      for (const path of [
        '/auth/upload-expense-file',
        '/auth/get-expense-files',
        '/auth/download-expense-file',
        '/auth/delete-expense-file',
      ]) {
        expect((await post(email, path, { expenseID: mine })).status, `${email} ${path}`).toBe(403);
      }
    }
  });
});
