import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { parseLocalDateTime } from '@shared/sms/schedule';
import { dispatchCampaign, dispatchDue } from '../../functions/src/sms/dispatcher';
import { sendPlan } from '../../functions/src/sms/send';
import type { Deps } from '../../functions/src/platform/deps';
import { systemContext } from '../../functions/src/kernel/context';
import { jobs } from '../../functions/src/jobs';
import { runTick } from '../../functions/src/platform/jobs';
import { workQueue } from '../../functions/src/system/work';
import { api, login, nextCommonYear, runtimeClock, testDeps, type Session } from './support';

const LEGAL = 'mokoena-attorneys';
const OWNER = 'owner@localhost';
const ADMIN = 'admin@legal.localhost';
const MANAGER = 'manager@legal.localhost';
const STAFF = 'staff@legal.localhost';
const PARENT = 'parent@legal.localhost';
const SHOP = 'manager@shop.localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = Record<string, unknown>>(email: string, path: string, body?: unknown) =>
  api.post<T>(path, body, { token: (await as(email)).token });
const get = async <T = Record<string, unknown>>(email: string, path: string) =>
  api.get<T>(path, { token: (await as(email)).token });

type Message = {
  id: string;
  to: string;
  status: string;
  segments: number;
  campaign_id: string | null;
  title: string;
  body: string;
  delivered: boolean;
};
type Invalid = { id: string | null; phone: string; reason: string };
type Member = { id: string; name: string; phone: string | null; e164: string | null };
type MembersPage = { rows: Member[]; cursor: string | null };

/** Every member of a group, page after page (`limit` a page), and how many pages it took. */
async function memberPages(email: string, selectedGroupID: string | number, limit = 1000) {
  const pages: MembersPage[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; text: string; body: MembersPage } = await post<MembersPage>(
      email,
      '/auth/get-selected-group-members',
      {
        selectedGroupID,
        limit,
        ...(cursor ? { cursor } : {}),
      },
    );
    expect(page.status, page.text).toBe(200);
    pages.push(page.body);
    cursor = page.body.cursor;
  } while (cursor && pages.length < 100);
  return pages;
}
const everyMember = async (email: string, group: string | number) =>
  (await memberPages(email, group)).flatMap((page) => page.rows);
type SendReply = {
  status: string;
  duplicate: boolean;
  messages: Message[];
  invalid: Invalid[];
  charged: number;
  segments: number;
  credits: number;
  error?: string;
  needed?: number;
};
type Analytics = {
  credits: number;
  sent: number;
  delivered: number;
  rejected: number;
  scheduled: number;
  sentSMSes: Message[];
  campaigns: Array<{ id: string; title: string; cycle: string; next_run: string | null }>;
};

async function credits(email = ADMIN): Promise<number> {
  const res = await get<{ credits: number }>(email, '/auth/get-sms-credits');
  expect(res.status, res.text).toBe(200);
  return res.body.credits;
}

/** Sets the legal practice's balance through the provider's add route (a grant or correction). */
async function setCredits(target: number) {
  const now = await credits();
  if (now === target) return;
  const res = await post(OWNER, '/auth/add-sms-credits', {
    emis: LEGAL,
    credits: target - now,
    note: 'test reset',
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.credits).toBe(target);
}

/** A South African mobile number no other test sends to: 07x 555 nnnn. */
let serial = 0;
const number = () => {
  serial += 1;
  return `076 ${String(100 + Math.floor(Math.random() * 800))} ${String(1000 + serial).slice(-4)}`;
};

const send = (email: string, body: Record<string, unknown>) =>
  post<SendReply>(email, '/auth/send-bulk-sms', {
    recipientsIDs: [],
    groupTable: '',
    noteTitle: 'Reminder',
    noteBody: 'Your consultation is on Friday at 10:00.',
    sentSMSID: '',
    numbersArray: [],
    ...body,
  });

function outbox(): Array<{ to: string; body: string; tenant: string; title?: string }> {
  const file = join(inject('dataDir'), 'outbox', 'sms.jsonl');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string; tenant: string });
}

describe('SMS credits', () => {
  it('shows the balance to staff and above, not to a parent', async () => {
    expect(typeof (await credits(STAFF))).toBe('number');
    expect((await get(PARENT, '/auth/get-sms-credits')).status).toBe(403);
  });

  it('lets only a super admin of the provider add credits, to a company that exists', async () => {
    await setCredits(20);
    const added = await post(OWNER, '/auth/add-sms-credits', {
      emis: LEGAL,
      credits: 5,
      note: 'Top-up',
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({ status: 'success', emis: LEGAL, credits: 25 });
    expect(await credits()).toBe(25);

    expect((await post(MANAGER, '/auth/add-sms-credits', { emis: LEGAL, credits: 5 })).status).toBe(
      403,
    );
    expect(
      (await post('manager@localhost', '/auth/add-sms-credits', { emis: LEGAL, credits: 5 }))
        .status,
    ).toBe(403);
    const unknown = await post(OWNER, '/auth/add-sms-credits', {
      emis: 'no-such-company',
      credits: 5,
    });
    expect(unknown.status).toBe(404);
    const below = await post(OWNER, '/auth/add-sms-credits', { emis: LEGAL, credits: -26 });
    expect(below.status).toBe(400);
    expect((await post(OWNER, '/auth/add-sms-credits', { emis: LEGAL, credits: 0 })).status).toBe(
      400,
    );
    expect((await post(OWNER, '/auth/add-sms-credits', { emis: LEGAL, credits: 1.5 })).status).toBe(
      400,
    );
    expect(await credits()).toBe(25);
  });
});

describe('send-bulk-sms', () => {
  it('needs a title and a body, and an admin', async () => {
    const noBody = await send(ADMIN, { noteBody: '  ', numbersArray: [number()] });
    expect(noBody.status).toBe(400);
    expect(noBody.body.error).toBe('Message Body Field is Required!');
    const noTitle = await send(ADMIN, { noteTitle: '', numbersArray: [number()] });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toBe('Message Title Field is Required!');
    expect((await send(STAFF, { numbersArray: [number()] })).status).toBe(403);
  });

  it('sends to each valid number once in E.164, reports invalid ones and charges per segment', async () => {
    await setCredits(20);
    const a = number();
    const b = number();
    const e164 = (text: string) => `+27${text.replace(/\s/g, '').slice(1)}`;
    const res = await send(ADMIN, { numbersArray: [a, 'call me', b, e164(a), '082 555 010'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.messages.map((m) => m.to).sort()).toEqual([e164(a), e164(b)].sort());
    expect(res.body.messages.every((m) => m.status === 'delivered' && m.delivered)).toBe(true);
    expect(res.body.invalid.map((i) => i.phone)).toEqual(['call me', '082 555 010']);
    expect(res.body).toMatchObject({ charged: 2, segments: 1, credits: 18, duplicate: false });
    expect(await credits()).toBe(18);
    const sent = outbox().filter((m) => m.to === e164(a) || m.to === e164(b));
    expect(sent).toHaveLength(2);
    expect(sent.every((m) => m.tenant === LEGAL && m.title === 'Reminder')).toBe(true);

    // 200 GSM characters are two segments; 71 characters needing Unicode are two as well.
    const long = await send(ADMIN, { numbersArray: [number()], noteBody: 'a'.repeat(200) });
    expect(long.body).toMatchObject({ segments: 2, charged: 2, credits: 16 });
    const unicode = await send(ADMIN, { numbersArray: [number()], noteBody: 'ŋ'.repeat(71) });
    expect(unicode.body).toMatchObject({ segments: 2, charged: 2, credits: 14 });
  });

  it('sends a sentSMSID once, however often it is posted', async () => {
    await setCredits(20);
    const body = { numbersArray: [number()], sentSMSID: `retry-${Date.now()}` };
    const [first, second] = await Promise.all([send(ADMIN, body), send(ADMIN, body)]);
    const replies = [first, second].map((r) => r.body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(replies.map((r) => r.duplicate).sort()).toEqual([false, true]);
    expect(await credits()).toBe(19);
  });

  it('refuses a send the balance cannot pay for, whole, with the balance', async () => {
    await setCredits(20);
    const before = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body;
    const numbers = Array.from({ length: 25 }, number);
    const res = await send(ADMIN, { numbersArray: numbers });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ credits: 20, needed: 25 });
    expect(res.body.error).toMatch(/20 SMS credits.*needs 25.*Contact Kantoor/);
    expect(await credits()).toBe(20);
    const after = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body;
    expect(after.sent).toBe(before.sent);
    const sentTo = new Set(outbox().map((m) => m.to));
    expect(numbers.some((n) => sentTo.has(`+27${n.replace(/\s/g, '').slice(1)}`))).toBe(false);
  });

  it('charges exactly the balance under 50 simultaneous sends and never goes below zero', async () => {
    await setCredits(20);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => send(ADMIN, { numbersArray: [number()] })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(30);
    expect(refused.every((r) => (r.body.credits ?? -1) >= 0)).toBe(true);
    expect(ok.every((r) => r.body.credits >= 0)).toBe(true);
    expect(await credits()).toBe(0);
    const { data: ledger } = await testDeps()
      .db.entities.smsLedger.query.byCompany({ emis: LEGAL })
      .go({ pages: 'all' });
    const sum = ledger.reduce((total, entry) => total + entry.credits, 0);
    expect(sum).toBe(0);
  });

  it('resolves recipients of a group within the company only', async () => {
    await setCredits(20);
    const client = await post<{ id: string }>(ADMIN, '/auth/save-client', {
      name: `Nomsa Dlamini ${Date.now()}`,
      phone: '082 555 0101',
    });
    expect(client.status, client.text).toBe(200);
    const otherClient = await post<{ id: string }>(SHOP, '/auth/save-client', {
      name: `Other tenant ${Date.now()}`,
      phone: '082 555 0199',
    });
    const res = await send(ADMIN, {
      groupTable: 1000001,
      recipientsIDs: [client.body.id, otherClient.body.id],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.messages.map((m) => m.to)).toEqual(['+27825550101']);
    expect(res.body.invalid).toEqual([
      { id: otherClient.body.id, name: null, phone: '', reason: 'No such recipient' },
    ]);
    expect(res.body.charged).toBe(1);

    // The client profile's variant, and the client's history.
    const panel = await post<SendReply>(ADMIN, '/auth/send-bulk-sms', {
      bulkSMSBody: 'Your documents are ready for collection.',
      students: [client.body.id],
    });
    expect(panel.status, panel.text).toBe(200);
    const history = await post<Message[]>(ADMIN, '/auth/get-sent-sms-for-individual', {
      client: client.body.id,
    });
    expect(history.status).toBe(200);
    expect(history.body.map((m) => m.body)).toEqual([
      'Your documents are ready for collection.',
      'Your consultation is on Friday at 10:00.',
    ]);
    const foreign = await post<Message[]>(SHOP, '/auth/get-sent-sms-for-individual', {
      client: client.body.id,
    });
    expect(foreign.body).toEqual([]);

    // Only ids from another company: nothing to send, nothing charged.
    const none = await send(ADMIN, { groupTable: '1000001', recipientsIDs: [otherClient.body.id] });
    expect(none.status).toBe(400);
    expect(none.body.invalid).toHaveLength(1);
    expect(await credits()).toBe(18);
  });
});

describe('SMS groups', () => {
  it('lists the built-in groups and saves a group once by name', async () => {
    const name = `Litigation clients ${Date.now()}`;
    const saved = await post<{ status: string; group: { id: string; name: string } }>(
      ADMIN,
      '/auth/save-sms-group',
      { name, description: 'Clients with open matters' },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.status).toBe('success');
    const again = await post(ADMIN, '/auth/save-sms-group', { name: `  ${name.toUpperCase()} ` });
    expect(again.body).toEqual({ status: 'exist', message: 'Group Exist' });
    expect((await post(ADMIN, '/auth/save-sms-group', { name: 'staff' })).body.status).toBe(
      'exist',
    );
    expect((await post(ADMIN, '/auth/save-sms-group', { name: '' })).status).toBe(400);
    expect((await post(STAFF, '/auth/save-sms-group', { name: 'Mine' })).status).toBe(403);

    const groups = await get<Array<{ id: string; name: string; built_in: boolean }>>(
      ADMIN,
      '/auth/get-all-sms-groups',
    );
    expect(groups.body.slice(0, 3).map((g) => [g.id, g.name])).toEqual([
      ['1000000', 'Staff'],
      ['1000001', 'Clients'],
      ['1000002', 'Users'],
    ]);
    expect(groups.body.some((g) => g.id === saved.body.group.id)).toBe(true);
    const shopGroups = await get<Array<{ id: string }>>(SHOP, '/auth/get-all-sms-groups');
    expect(shopGroups.body.some((g) => g.id === saved.body.group.id)).toBe(false);
  });

  it('adds contacts to an own group, sends to them, and keeps other companies out', async () => {
    await setCredits(20);
    const group = (
      await post<{ group: { id: string } }>(ADMIN, '/auth/save-sms-group', {
        name: `Board ${Date.now()}`,
      })
    ).body.group.id;
    const contact = await post<{ members: MembersPage }>(ADMIN, '/auth/save-new-contact', {
      newPhoneNumber: '082 555 0123',
      newContactName: 'Thabo Nkosi',
      groupID: group,
    });
    expect(contact.status, contact.text).toBe(200);
    // The reply's members are the group's first page.
    expect(contact.body.members).toEqual({
      rows: [
        { id: '+27825550123', name: 'Thabo Nkosi', phone: '+27825550123', e164: '+27825550123' },
      ],
      cursor: null,
    });
    const bad = await post(ADMIN, '/auth/save-new-contact', {
      newPhoneNumber: '12',
      newContactName: 'Nobody',
      groupID: group,
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await post(ADMIN, '/auth/save-new-contact', {
          newPhoneNumber: '0825550124',
          newContactName: 'X',
          groupID: '1000000',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post(SHOP, '/auth/save-new-contact', {
          newPhoneNumber: '0825550124',
          newContactName: 'X',
          groupID: group,
        })
      ).status,
    ).toBe(404);
    expect(
      (await post(SHOP, '/auth/get-selected-group-members', { selectedGroupID: group })).status,
    ).toBe(404);

    const members = await post<MembersPage>(ADMIN, '/auth/get-selected-group-members', {
      selectedGroupID: group,
    });
    expect(members.body.rows.map((m) => m.id)).toEqual(['+27825550123']);
    const res = await send(ADMIN, { groupTable: group, recipientsIDs: ['+27825550123'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.messages.map((m) => m.to)).toEqual(['+27825550123']);
    expect((await send(SHOP, { groupTable: group, recipientsIDs: ['+27825550123'] })).status).toBe(
      404,
    );
  });

  it("reads a group's members a page at a time: each once, with a cursor of this list only", async () => {
    const group = (
      await post<{ group: { id: string } }>(ADMIN, '/auth/save-sms-group', {
        name: `Paged ${Date.now()}`,
      })
    ).body.group.id;
    const numbers = ['0825550131', '0825550132', '0825550133', '0825550134', '0825550135'];
    for (const [at, number] of numbers.entries()) {
      const saved = await post<{ members: MembersPage }>(ADMIN, '/auth/save-new-contact', {
        newPhoneNumber: number,
        newContactName: `Member ${at}`,
        groupID: group,
      });
      expect(saved.status, saved.text).toBe(200);
    }
    const pages = await memberPages(ADMIN, group, 2);
    expect(pages.map((page) => page.rows.length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)?.cursor).toBeNull();
    expect(pages.flatMap((page) => page.rows.map((m) => m.e164)).sort()).toEqual(
      numbers.map((n) => `+27${n.slice(1)}`),
    );
    // A cursor is good for its own company's list only; a bad one is a 400.
    const cursor = pages[0]!.cursor;
    const elsewhere = await post(SHOP, '/auth/get-selected-group-members', {
      selectedGroupID: 1000000,
      cursor,
    });
    expect(elsewhere.status).toBe(400);
    const staffCursor = await post(ADMIN, '/auth/get-selected-group-members', {
      selectedGroupID: 1000000,
      cursor,
    });
    expect(staffCursor.status).toBe(400);
    const tooMany = await post(ADMIN, '/auth/get-selected-group-members', {
      selectedGroupID: group,
      limit: 1001,
    });
    expect(tooMany.status).toBe(400);

    // The built-in groups page the same way: staff, clients and users, each member once (other
    // tests may add staff or clients meanwhile, so no page is compared with a whole read).
    for (const builtIn of ['1000000', '1000001', '1000002']) {
      const builtInPages = await memberPages(ADMIN, builtIn, 2);
      const paged = builtInPages.flatMap((page) => page.rows);
      expect(builtInPages.every((page) => page.rows.length <= 2)).toBe(true);
      expect(new Set(paged.map((m) => m.id)).size).toBe(paged.length);
    }
    // The company's users (four at least) take more than one page of two.
    expect((await memberPages(ADMIN, '1000002', 2)).length).toBeGreaterThan(1);
  });

  it('fills the built-in groups from staff, clients and users with their phones', async () => {
    const staff = await post<{ id: string }>(ADMIN, '/auth/create-staff', {
      name: 'Lerato Mahlangu',
      idNumber: `${Date.now()}`.slice(-13),
      phone: '073 555 0188',
      email: '',
      city: 'Pretoria',
      address: '',
    });
    expect(staff.status, staff.text).toBe(200);
    const staffGroup = await everyMember(ADMIN, 1000000);
    expect(staffGroup).toContainEqual(
      expect.objectContaining({ id: staff.body.id, e164: '+27735550188' }),
    );
    const users = await post<MembersPage>(ADMIN, '/auth/get-selected-group-members', {
      selectedGroupID: '1000002',
    });
    expect(users.status).toBe(200);
    expect(users.body.rows.length).toBeGreaterThanOrEqual(4);
    const shopStaff = await everyMember(SHOP, 1000000);
    expect(shopStaff.some((s) => s.id === staff.body.id)).toBe(false);
    expect(
      (await post(STAFF, '/auth/get-selected-group-members', { selectedGroupID: 1000000 })).status,
    ).toBe(403);
    // Groups and contacts are an admin's: staff get 403, and bad input a 400.
    expect((await get(STAFF, '/auth/get-all-sms-groups')).status).toBe(403);
    expect(
      (
        await post(STAFF, '/auth/save-new-contact', {
          newContactName: 'X',
          newPhoneNumber: '082 555 0100',
          groupID: '1',
        })
      ).status,
    ).toBe(403);
    expect((await post(ADMIN, '/auth/get-selected-group-members', {})).status).toBe(400);
    expect((await post(ADMIN, '/auth/get-sent-sms-for-individual', {})).status).toBe(400);
  });
});

describe('delivery through the SmsSender port', () => {
  it('marks messages the provider refuses as rejected and refunds their credits', async () => {
    await setCredits(10);
    const before = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body;
    const real = testDeps();
    // The SNS adapter throws for a number it will not take; the local outbox never does.
    const deps: Deps = {
      ...real,
      sms: {
        send: async (message) => {
          if (message.to === '+27765550000') throw new Error('Invalid parameter: PhoneNumber');
          return { id: `sns-${message.to}`, status: 'sent' };
        },
      },
    };
    const number = (to: string) => ({ kind: 'number' as const, id: null, name: null, to });
    const outcome = await sendPlan(systemContext(deps, LEGAL), {
      batchId: `port-${Date.now()}`,
      title: 'Port',
      body: 'Two numbers, one refused.',
      recipients: [number('+27765550000'), number('+27765551111')],
      invalid: [],
    });
    expect(outcome.kind).toBe('sent');
    if (outcome.kind !== 'sent') return;
    expect(outcome.reply).toMatchObject({ charged: 1, refunded: 1, credits: 9 });
    expect(outcome.reply.messages.map((m) => [m.to, m.status])).toEqual([
      ['+27765550000', 'rejected'],
      ['+27765551111', 'sent'],
    ]);
    expect(await credits()).toBe(9);
    const after = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body;
    expect(after.sent).toBe(before.sent + 2);
    expect(after.rejected).toBe(before.rejected + 1);
    expect(after.delivered).toBe(before.delivered);
  });
});

describe('update-messages-table-with-sent-messages (delivery receipts)', () => {
  it("takes the provider's receipts only: settles sent messages once, refunds the rejected, ignores other ids", async () => {
    await setCredits(10);
    const before = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body;
    const real = testDeps();
    // As SNS: accepted now, delivered or not later.
    const deps: Deps = {
      ...real,
      sms: { send: async (message) => ({ id: `sns-${message.to}`, status: 'sent' }) },
    };
    const to = (n: string) => ({ kind: 'number' as const, id: null, name: null, to: n });
    const outcome = await sendPlan(systemContext(deps, LEGAL), {
      batchId: `receipts-${Date.now()}`,
      title: 'Receipts',
      body: 'Three numbers, settled later.',
      recipients: [to('+27765552221'), to('+27765552222'), to('+27765552223')],
      invalid: [],
    });
    if (outcome.kind !== 'sent') throw new Error(outcome.kind);
    const [one, two, three] = outcome.reply.messages.map((m) => m.id) as [string, string, string];
    expect(await credits()).toBe(7);
    const shopSent = await send(SHOP, { numbersArray: [number()], noteTitle: 'Shop receipt' });
    const shopId = shopSent.body.messages[0]?.id as string;

    const receipts = {
      origin: 'SNS delivery report 2026-11-23',
      emis: LEGAL,
      messages: [
        { id: one, status: 'delivered' },
        { id: two, status: 'rejected', error: 'Unreachable' },
        { id: 'no-such-message', status: 'delivered' },
        { id: shopId, status: 'rejected' },
      ],
    };
    // The company's own admin (or manager) could take its credits back with made-up rejections:
    // only the provider's super admins post receipts.
    for (const who of [STAFF, ADMIN, MANAGER]) {
      const refused = await post(who, '/auth/update-messages-table-with-sent-messages', receipts);
      expect(refused.status, who).toBe(403);
    }
    expect(await credits()).toBe(7);
    const applied = await post(OWNER, '/auth/update-messages-table-with-sent-messages', receipts);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toEqual({
      status: 'success',
      updated: 2,
      unchanged: 0,
      unknown: ['no-such-message', shopId],
      refunded: 1,
    });
    expect(await credits()).toBe(8);
    let after = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body;
    expect(after.delivered).toBe(before.delivered + 1);
    expect(after.rejected).toBe(before.rejected + 1);
    const status = (id: string) => after.sentSMSes.find((m) => m.id === id)?.status;
    expect([status(one), status(two), status(three)]).toEqual(['delivered', 'rejected', 'sent']);
    // The other company's message is untouched.
    const shop = (await get<Analytics>(SHOP, '/auth/get-data-and-analytics')).body;
    expect(shop.sentSMSes.find((m) => m.id === shopId)?.status).toBe('delivered');

    // The same report again, twice at once, and a late contrary receipt change nothing.
    const again = await Promise.all([
      post(OWNER, '/auth/update-messages-table-with-sent-messages', receipts),
      post(OWNER, '/auth/update-messages-table-with-sent-messages', {
        origin: 'late',
        emis: LEGAL,
        messages: [
          { id: one, status: 'rejected' },
          { id: three, status: 'delivered' },
          { id: three, status: 'rejected' },
        ],
      }),
    ]);
    expect(again[0].body).toMatchObject({ updated: 0, unchanged: 2, refunded: 0 });
    expect(again[1].body).toMatchObject({ updated: 1, unchanged: 2 });
    after = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body;
    expect(after.delivered + after.rejected).toBe(before.delivered + before.rejected + 3);
    expect(['delivered', 'rejected']).toContain(status(three));
    expect(status(one)).toBe('delivered');

    for (const bad of [
      { origin: 'x', emis: LEGAL, messages: [] },
      { origin: 'x', messages: [{ id: one, status: 'read' }] },
      { origin: '', messages: [{ id: one, status: 'delivered' }] },
      { messages: 'all of them' },
    ]) {
      const refused = await post(OWNER, '/auth/update-messages-table-with-sent-messages', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('analytics', () => {
  it('counts sent and delivered messages and shows the latest', async () => {
    await setCredits(5);
    const before = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body;
    const to = number();
    await send(ADMIN, { numbersArray: [to], noteTitle: 'Analytics' });
    const after = await get<Analytics>(ADMIN, '/auth/get-data-and-analytics');
    expect(after.status).toBe(200);
    expect(after.body.credits).toBe(4);
    expect(after.body.sent).toBe(before.sent + 1);
    expect(after.body.delivered).toBe(before.delivered + 1);
    expect(after.body.rejected).toBe(before.rejected);
    expect(after.body.sentSMSes[0]).toMatchObject({ title: 'Analytics', status: 'delivered' });
    expect((await get(STAFF, '/auth/get-data-and-analytics')).status).toBe(403);
    const shop = await get<Analytics>(SHOP, '/auth/get-data-and-analytics');
    expect(shop.body.sentSMSes.some((m) => m.title === 'Analytics')).toBe(false);
  });
});

describe('schedule-sms-for-future and the dispatcher', () => {
  const year = nextCommonYear();
  const at = (text: string) => parseLocalDateTime(text) as Date;

  it('checks the date, the cycle and the credits', async () => {
    await setCredits(2);
    const base = {
      recipientsIDs: [],
      groupTable: '',
      noteTitle: 'T',
      noteBody: 'B',
      sentSMSID: '',
    };
    const past = await post(ADMIN, '/auth/schedule-sms-for-future', {
      ...base,
      numbersArray: [number()],
      selectedDate: '2020-01-01 08:00',
      cycle: 'Once',
    });
    expect(past.status).toBe(400);
    const cycle = await post(ADMIN, '/auth/schedule-sms-for-future', {
      ...base,
      numbersArray: [number()],
      selectedDate: `${year}-01-01`,
      cycle: 'Hourly',
    });
    expect(cycle.status).toBe(400);
    const tooMany = await post(ADMIN, '/auth/schedule-sms-for-future', {
      ...base,
      numbersArray: [number(), number(), number()],
      selectedDate: `${year}-01-01`,
      cycle: 'Once',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ credits: 2, needed: 3 });
    expect(
      (
        await post(STAFF, '/auth/schedule-sms-for-future', {
          ...base,
          numbersArray: [number()],
          selectedDate: `${year}-01-01`,
          cycle: 'Once',
        })
      ).status,
    ).toBe(403);
  });

  it('runs a Monthly campaign from 31 January on 28 February and 31 March, once each', async () => {
    await setCredits(10);
    const to = number();
    const scheduled = await post<{
      status: string;
      campaign: { id: string; next_run: string; cycle: string };
    }>(ADMIN, '/auth/schedule-sms-for-future', {
      recipientsIDs: [],
      groupTable: '',
      noteTitle: 'Retainer',
      noteBody: 'Your monthly retainer statement is ready.',
      sentSMSID: '',
      numbersArray: [to],
      selectedDate: `${year}-01-31 09:00`,
      cycle: 'Monthly',
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    const id = scheduled.body.campaign.id;
    expect(scheduled.body.campaign).toMatchObject({
      cycle: 'Monthly',
      next_run: `${year}-01-31 09:00:00`,
    });
    expect(
      (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body.scheduled,
    ).toBeGreaterThanOrEqual(1);

    // The dispatcher that moves the campaign on arms its next run (EventBridge in AWS), once.
    const armed: string[] = [];
    const deps: Deps = {
      ...testDeps(),
      alarm: {
        arm: async (campaign, when) => {
          if (campaign.id === id && campaign.emis === LEGAL) armed.push(when.toISOString());
        },
        disarm: async () => {},
      },
    };
    const ours = (report: Awaited<ReturnType<typeof dispatchDue>>) =>
      report.results.filter((r) => r.id === id).map((r) => r.result);
    const runAt = async (text: string) => {
      const time = at(text);
      // Two dispatchers at once, then a third late one: the run is sent once.
      const [one, two] = await Promise.all([dispatchDue(deps, time), dispatchDue(deps, time)]);
      const three = await dispatchDue(deps, time);
      return [...ours(one), ...ours(two), ...ours(three)];
    };
    const campaign = async () =>
      (await deps.db.entities.smsCampaign.get({ emis: LEGAL, id }).go({ consistent: true })).data;

    expect(await runAt(`${year}-01-31 08:59`)).toEqual([]);
    expect((await runAt(`${year}-01-31 09:00`)).filter((r) => r === 'sent')).toEqual(['sent']);
    expect((await campaign())?.next_run).toBe(at(`${year}-02-28 09:00`).toISOString());
    expect(await runAt(`${year}-02-27 09:00`)).toEqual([]);
    expect((await runAt(`${year}-02-28 09:00`)).filter((r) => r === 'sent')).toEqual(['sent']);
    expect((await campaign())?.next_run).toBe(at(`${year}-03-31 09:00`).toISOString());
    expect((await runAt(`${year}-03-31 09:00`)).filter((r) => r === 'sent')).toEqual(['sent']);
    const after = await campaign();
    expect(after?.next_run).toBe(at(`${year}-04-30 09:00`).toISOString());
    expect(after?.runs).toBe(3);
    expect(armed).toEqual(
      [`${year}-02-28 09:00`, `${year}-03-31 09:00`, `${year}-04-30 09:00`].map((t) =>
        at(t).toISOString(),
      ),
    );

    const e164 = `+27${to.replace(/\s/g, '').slice(1)}`;
    expect(outbox().filter((m) => m.to === e164)).toHaveLength(3);
    expect(await credits()).toBe(7);
  });
});

describe('an armed run (what a one-time EventBridge schedule invokes)', () => {
  it('sends that campaign only, once, and leaves the others for their own wake-up', async () => {
    await setCredits(10);
    const when = `${runtimeClock.now().getUTCFullYear() + 2}-05-04 07:30`;
    const schedule = async (noteTitle: string) => {
      const res = await post<{ campaign: { id: string } }>(ADMIN, '/auth/schedule-sms-for-future', {
        recipientsIDs: [],
        groupTable: '',
        noteTitle,
        noteBody: 'Office closed on Monday.',
        sentSMSID: '',
        numbersArray: [number()],
        selectedDate: when,
        cycle: 'Once',
      });
      expect(res.status, res.text).toBe(200);
      return res.body.campaign.id;
    };
    const [first, second] = [await schedule('Armed one'), await schedule('Armed two')];
    const deps = testDeps();
    const at = parseLocalDateTime(when) as Date;
    const early = await dispatchCampaign(
      deps,
      { emis: LEGAL, id: first },
      new Date(at.getTime() - 1000),
    );
    expect(early).toBeUndefined();
    // Another company's key finds nothing, like a missing campaign.
    expect(await dispatchCampaign(deps, { emis: 'vula-trading', id: first }, at)).toBeUndefined();
    const [a, b] = await Promise.all([
      dispatchCampaign(deps, { emis: LEGAL, id: first }, at),
      dispatchCampaign(deps, { emis: LEGAL, id: first }, at),
    ]);
    expect([a?.result, b?.result].filter((r) => r === 'sent')).toEqual(['sent']);
    const other = await deps.db.entities.smsCampaign
      .get({ emis: LEGAL, id: second })
      .go({ consistent: true });
    expect(other.data).toMatchObject({ status: 'active', runs: 0 });
    expect(await credits()).toBe(9);
    await post(ADMIN, '/auth/cancel-sms-campaign', { id: second });
  });
});

describe('a Weekly campaign, the scheduler:tick command and cancel-sms-campaign', () => {
  /** What a person types: `npm run scheduler:tick -- --now <ISO>` against the running API. */
  type TickReply = { jobs: Record<string, { results: Array<{ id: string; result: string }> }> };
  const dispatchOf = (reply: TickReply, shown: unknown) => {
    const dispatch = reply.jobs['sms-dispatch'];
    if (!dispatch) throw new Error(`The tick ran no SMS dispatch: ${JSON.stringify(shown)}`);
    return dispatch;
  };
  /** `npm run scheduler:tick -- --now <when>`, as an operator runs it against the runtime. */
  const tickCommand = async (when: Date) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'infra/local/scheduler-tick.ts', '--now', when.toISOString()],
      { env: { ...process.env, DATA_DIR: inject('dataDir') } },
    );
    return dispatchOf(JSON.parse(stdout) as TickReply, stdout);
  };
  // The same tick in this process (every job of the registry through the local work queue, as
  // the command runs it): the command's own start (tsx, the registry's imports) took 5-8 s of a
  // busy machine each time; it is driven once, for the send it makes.
  const tick = async (when: Date) => {
    const reply = await runTick(jobs, testDeps(), when, workQueue(testDeps()));
    // What the command's exit status says: no job failed, nothing dead-lettered.
    expect(reply.failed, JSON.stringify(reply)).toEqual([]);
    expect(reply.deadLetters, JSON.stringify(reply)).toEqual([]);
    return dispatchOf(reply as unknown as TickReply, reply);
  };
  /** Tomorrow's date in Johannesburg, as the screen's calendar offers it. */
  const tomorrow = new Date(runtimeClock.now().getTime() + 24 * 3600_000).toLocaleDateString(
    'en-CA',
    {
      timeZone: 'Africa/Johannesburg',
    },
  );
  const schedule = (noteTitle: string, to: string) =>
    post<{ campaign: { id: string } }>(ADMIN, '/auth/schedule-sms-for-future', {
      recipientsIDs: [],
      groupTable: '',
      noteTitle,
      noteBody: 'Consultations this week: book through the office.',
      sentSMSID: '',
      numbersArray: [to],
      selectedDate: `${tomorrow} 08:00`,
      cycle: 'Weekly',
    });

  it('sends tomorrow at 08:00 and a week later, and shows in the analytics', async () => {
    await setCredits(10);
    const to = number();
    const e164 = `+27${to.replace(/\s/g, '').slice(1)}`;
    const title = `Weekly ${Date.now().toString(36)}`;
    const scheduled = await schedule(title, to);
    expect(scheduled.status, scheduled.text).toBe(200);
    const id = scheduled.body.campaign.id;
    const listed = await get<Analytics>(ADMIN, '/auth/get-data-and-analytics');
    expect(listed.body.campaigns.find((c) => c.id === id)).toMatchObject({
      title,
      cycle: 'Weekly',
      next_run: `${tomorrow} 08:00:00`,
    });

    const first = parseLocalDateTime(`${tomorrow} 08:00`) as Date;
    const results = async (at: Date, run = tick) =>
      (await run(at)).results.filter((r) => r.id === id).map((r) => r.result);
    expect(await results(new Date(first.getTime() - 60_000))).toEqual([]);
    expect(await results(first, tickCommand)).toEqual(['sent']);
    expect(await results(first)).toEqual([]);
    expect(await results(new Date(first.getTime() + 6 * 24 * 3600_000))).toEqual([]);
    expect(await results(new Date(first.getTime() + 7 * 24 * 3600_000))).toEqual(['sent']);
    expect(outbox().filter((m) => m.to === e164)).toHaveLength(2);
    expect(await credits()).toBe(8);

    const after = await get<Analytics>(ADMIN, '/auth/get-data-and-analytics');
    expect(after.body.sentSMSes.filter((m) => m.title === title)).toHaveLength(2);
    expect(after.body.campaigns.find((c) => c.id === id)?.next_run).toBe(
      new Date(first.getTime() + 14 * 24 * 3600_000)
        .toLocaleString('sv-SE', { timeZone: 'Africa/Johannesburg' })
        .slice(0, 19),
    );
  });

  it('stops a campaign for good, only in its own company and only for a manager', async () => {
    await setCredits(10);
    const to = number();
    const scheduled = await schedule(`Cancelled ${Date.now().toString(36)}`, to);
    expect(scheduled.status, scheduled.text).toBe(200);
    const id = scheduled.body.campaign.id;
    const before = (await get<Analytics>(ADMIN, '/auth/get-data-and-analytics')).body.scheduled;

    expect((await post(STAFF, '/auth/cancel-sms-campaign', { id })).status).toBe(403);
    const stranger = await post(SHOP, '/auth/cancel-sms-campaign', { id });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ error: 'No such scheduled SMS' });
    expect((await post(ADMIN, '/auth/cancel-sms-campaign', {})).status).toBe(400);

    const cancelled = await post(ADMIN, '/auth/cancel-sms-campaign', { id });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toEqual({ status: 'success', message: 'Scheduled SMS Cancelled!' });
    const after = await get<Analytics>(ADMIN, '/auth/get-data-and-analytics');
    expect(after.body.scheduled).toBe(before - 1);
    expect(after.body.campaigns.some((c) => c.id === id)).toBe(false);
    expect((await post(ADMIN, '/auth/cancel-sms-campaign', { id })).status).toBe(404);

    const first = parseLocalDateTime(`${tomorrow} 08:00`) as Date;
    expect((await tick(first)).results.filter((r) => r.id === id)).toEqual([]);
    const e164 = `+27${to.replace(/\s/g, '').slice(1)}`;
    expect(outbox().filter((m) => m.to === e164)).toHaveLength(0);
    expect(await credits()).toBe(10);
  });
});
