import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { AuditEntry } from '@shared/tables/types';
import {
  PRIVACY_MESSAGES,
  type PrivacyEraseReply,
  type PrivacyExport,
} from '@shared/privacy/schemas';
import { privacyExportPdf } from '@shared/pdf/privacy-export-pdf';
import { readPdf } from '@shared/pdf/test-read-pdf';
import type { GetEmployeeReply, PayrollView } from '@shared/payroll/schemas';
import type { StaffView } from '@shared/clients/schemas';
import { api, login, nextCommonYear, testDeps, uniqueEmail, type Session } from './support';
import { fixtureMember } from './accounts-support';

// Issue 29 item 6: a person's export (POPIA s23) and erasure (s24), end to end over HTTP.

const LEGAL = 'legal.localhost';
const LEGAL_EMIS = 'mokoena-attorneys';
const MANAGER = `manager@${LEGAL}`;
const ADMIN = `admin@${LEGAL}`;
const SHOP_MANAGER = 'manager@shop.localhost';
const OWNER = 'owner@localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const call = async <T>(email: string, path: string, body?: unknown) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: email.split('@')[1], token: session.token });
};
const ok = async <T>(email: string, path: string, body?: unknown) => {
  const response = await call<T>(email, path, body);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};
const get = async <T>(email: string, path: string) => {
  const session = await as(email);
  const response = await api.get<T>(path, { host: email.split('@')[1], token: session.token });
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response.body;
};

type Person = { id: string; name: string; phone: string; email: string; address: string };

/** A legal client with a quote, an invoice, an SMS and a matter. */
async function personWithRecords(): Promise<Person & { invoice: number; quote: number }> {
  const tag = ulid().slice(-6);
  const person = {
    name: `Lindiwe Zulu ${tag}`,
    phone: `082 555 ${String(1000 + Math.floor(Math.random() * 8999)).slice(-4)}`,
    email: `lindiwe.${tag.toLowerCase()}@example.co.za`,
    address: `12 Jacaranda Street ${tag}, Pretoria`,
  };
  const saved = await ok<{ id: string }>(MANAGER, '/auth/save-client', {
    ...person,
    institution: `Zulu Holdings ${tag}`,
  });
  const id = saved.id;
  const quote = await ok<{ quoteNumber: number }>(MANAGER, '/auth/save-quote-data', {
    selectedClient: id,
    quoteDate: '2026-11-23',
    products: [],
    services: [{ name: 'Consultation', serviceFee: '1200.00', quantity: 1 }],
    transports: [],
    tax_id: '20',
    description: 'Estimate for the estate',
  });
  const invoice = await ok<{ invoiceNumber: number }>(MANAGER, '/auth/save-invoice-data', {
    client: id,
    date: '2026-11-20',
    items: [
      { item_type: 'service', name: 'Drafting of a will', unit_price: '950.00', quantity: 1 },
    ],
    discount: 0,
  });
  const balance = await get<{ credits: number }>(MANAGER, '/auth/get-sms-credits');
  if (balance.credits < 2)
    await ok(OWNER, '/auth/add-sms-credits', { emis: LEGAL_EMIS, credits: 5, note: 'popia test' });
  await ok(MANAGER, '/auth/send-bulk-sms', {
    bulkSMSBody: `Dear ${person.name}, your will is ready for signing.`,
    students: [id],
  });
  await ok(MANAGER, '/auth/add-case', {
    caseObj: {
      caseTitle: `Estate of ${person.name}`,
      fileNumber: `POPIA-${tag}`,
      selectedClientID: id,
      statusID: 'status-open',
    },
  });
  return { id, ...person, invoice: invoice.invoiceNumber, quote: quote.quoteNumber };
}

const section = (data: PrivacyExport, title: string) =>
  data.sections.find((s) => s.title === title)?.records ?? [];

describe('POPIA requests', () => {
  it('exports a client with invoices, SMS and a matter, names the operators, and the PDF reads', async () => {
    const person = await personWithRecords();
    const data = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: person.id,
    });
    expect(data.person).toEqual({ kind: 'client', id: person.id, name: person.name });
    expect(section(data, 'Personal details')[0]).toMatchObject({
      email: person.email,
      address: person.address,
    });
    expect(section(data, 'Invoices').map((i) => i.invoice_number)).toEqual([person.invoice]);
    expect(section(data, 'Quotations').map((q) => q.quote_number)).toEqual([person.quote]);
    const sms = section(data, 'SMS messages');
    expect(sms).toHaveLength(1);
    expect(String(sms[0]!.body)).toContain('your will is ready');
    expect(section(data, 'Matters').map((m) => m.file_number)).toEqual([
      expect.stringMatching(/^POPIA-/),
    ]);
    const operators = data.recipients.map((r) => r.name);
    expect(operators).toContain('SMS provider (operator)');
    expect(operators).toContain('Email provider (operator)');
    expect(data.retention).toContain(PRIVACY_MESSAGES.invoiceRetention);
    expect(data.retention).toContain(PRIVACY_MESSAGES.trustRetention);

    // The reply is JSON a person can keep; the PDF made from it reads back with the same facts.
    const parsed = JSON.parse(JSON.stringify(data)) as PrivacyExport;
    const pdf = await readPdf(await privacyExportPdf(parsed));
    const text = pdf.all.replace(/\s+/g, ' ');
    expect(text).toContain(`Personal information held about ${person.name}`);
    expect(text).toContain(person.email);
    expect(text).toContain('Invoices (1)');
    expect(text).toContain('SMS messages (1)');
    expect(text).toContain('SMS provider (operator)');
    expect(text).toContain('Tax Administration Act');

    // Audited under the person's id, at the manager's level.
    const history = await ok<AuditEntry[]>(MANAGER, '/auth/get-row-history', {
      table: 'privacy_requests',
      id: person.id,
    });
    expect(history.map((h) => h.field)).toEqual(['export']);
  });

  it('erases the client, their quote, the invoice contact details and SMS records; a repeat writes nothing', async () => {
    const person = await personWithRecords();
    const requestId = ulid();
    const erased = await ok<PrivacyEraseReply>(MANAGER, '/auth/privacy-erase', {
      kind: 'client',
      id: person.id,
      requestId,
    });
    expect(erased.placeholder).toMatch(/^Erased person [0-9A-Z]{4}$/);
    expect(erased.kept).toContain(PRIVACY_MESSAGES.invoiceRetention);
    expect(erased.erased).toContainEqual({ what: 'SMS messages', count: 1 });

    const after = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: person.id,
    });
    const client = section(after, 'Personal details')[0]!;
    expect(client).toMatchObject({
      name: erased.placeholder,
      email: null,
      phone: null,
      address: null,
      institution: null,
    });
    const [quote] = section(after, 'Quotations');
    expect(quote).toMatchObject({ client_name: erased.placeholder });
    expect(quote!.client_address).toBeUndefined();
    // The invoice keeps its name and tax fields (Tax Administration Act s29), not the address.
    const [invoice] = section(after, 'Invoices');
    expect(invoice).toMatchObject({ client_name: person.name, total: expect.any(Number) });
    expect(invoice!.client_address).toBeUndefined();
    const [sms] = section(after, 'SMS messages');
    expect(sms).toMatchObject({
      to: erased.placeholder,
      name: erased.placeholder,
      body: '(erased)',
    });
    expect(JSON.stringify(after.sections.filter((s) => s.title !== 'Invoices'))).not.toContain(
      person.email,
    );
    expect(JSON.stringify(after)).not.toContain(person.phone.replace(/\s/g, '').slice(-7));

    const trail = () =>
      ok<AuditEntry[]>(MANAGER, '/auth/get-row-history', {
        table: 'privacy_requests',
        id: person.id,
      });
    const before = await trail();
    expect(before.map((h) => h.field).sort()).toEqual(['erase', 'export']);

    // The same request again: the first reply, and nothing written (no new audit entry, the
    // client's version unchanged).
    const repeat = await ok<PrivacyEraseReply>(MANAGER, '/auth/privacy-erase', {
      kind: 'client',
      id: person.id,
      requestId,
    });
    expect(repeat).toEqual(erased);
    const again = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: person.id,
    });
    expect(section(again, 'Personal details')[0]!.row_version).toBe(client.row_version);
    expect((await trail()).filter((h) => h.field === 'erase')).toHaveLength(1);
  });

  it("answers another company's person as a missing one, refuses bad input and lower levels", async () => {
    const own = await ok<{ id: string }>(SHOP_MANAGER, '/auth/save-client', {
      name: `Shop client ${ulid()}`,
    });
    const foreign = await call<{ error: string }>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: own.id,
    });
    const missing = await call<{ error: string }>(MANAGER, '/auth/privacy-export', {
      kind: 'client',
      id: ulid(),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const foreignErase = await call<{ error: string }>(MANAGER, '/auth/privacy-erase', {
      kind: 'client',
      id: own.id,
      requestId: ulid(),
    });
    expect(foreignErase.status).toBe(404);
    expect(foreignErase.body).toEqual(missing.body);

    const bad = await call<{ error: string }>(MANAGER, '/auth/privacy-export', {
      kind: 'planet',
      id: own.id,
    });
    expect(bad.status).toBe(400);
    const noRequest = await call(MANAGER, '/auth/privacy-erase', {
      kind: 'client',
      id: own.id,
      requestId: undefined,
    });
    expect(noRequest.status).toBe(400);
    const admin = await call(ADMIN, '/auth/privacy-export', { kind: 'client', id: own.id });
    expect(admin.status).toBe(403);
  });
});

// Item 1-3 of the POPIA part: a member of staff (with payroll) and a user, end to end.

const STAFF_GROUP = '1000000';
const USERS_GROUP = '1000002';

const topUpSms = async () => {
  const balance = await get<{ credits: number }>(MANAGER, '/auth/get-sms-credits');
  if (balance.credits < 3)
    await ok(OWNER, '/auth/add-sms-credits', { emis: LEGAL_EMIS, credits: 5, note: 'popia test' });
};

/** A payroll run of a month no other run of the company has (run ids are months). */
async function freshRun(): Promise<PayrollView> {
  const year = nextCommonYear() + 6;
  for (let month = 1; month <= 12; month += 1) {
    const response = await call<{ payroll: PayrollView }>(MANAGER, '/auth/create-payroll', {
      month,
      year,
    });
    if (response.status === 200) return response.body.payroll;
  }
  throw new Error('no free payroll month');
}

/** A member of staff with payroll details, a payslip, an SMS and an email. */
async function staffWithRecords() {
  const tag = ulid().slice(-6);
  const person = {
    name: `Nomsa Khumalo ${tag}`,
    idNumber: `POPIA${tag}`,
    phone: `072 555 ${String(1000 + Math.floor(Math.random() * 8999)).slice(-4)}`,
    email: `nomsa.${tag.toLowerCase()}@example.co.za`,
    city: 'Polokwane',
    address: `4 Marula Avenue ${tag}`,
  };
  const { id } = await ok<{ id: string }>(MANAGER, '/auth/create-staff', person);
  const bank = { bank: 'Capitec', account: `15${tag.replace(/\D/g, '7').padEnd(8, '1')}` };
  await ok(MANAGER, '/auth/save-employee', {
    staffID: id,
    dateOfBirth: '1990-03-14',
    taxNumber: '0123456789',
    postalCode: '0699',
    ...bank,
  });
  const run = await freshRun();
  await ok(MANAGER, '/auth/add-selected-employees-to-payroll', {
    selectedEmployees: [id],
    payrollID: run.id,
  });
  await topUpSms();
  await ok(MANAGER, '/auth/send-bulk-sms', {
    groupTable: STAFF_GROUP,
    recipientsIDs: [id],
    noteTitle: 'Roster',
    noteBody: `Hello ${person.name}, you are on duty on Saturday.`,
  });
  const subject = `Payslip notice ${tag}`;
  await ok(MANAGER, '/auth/send-bulk-email', {
    subject,
    body: 'Your payslip is ready.',
    groupTable: STAFF_GROUP,
    recipientsIDs: [id],
    emailsArray: [],
  });
  return { id, ...person, ...bank, run, subject };
}

/** A user of the legal company (staff level), signed in: a fixture member. */
async function userWithRecords() {
  const email = uniqueEmail('popia.user');
  const name = `Palesa Mokoena ${ulid().slice(-6)}`;
  const tel = `083 555 ${String(1000 + Math.floor(Math.random() * 8999)).slice(-4)}`;
  const person = await fixtureMember(LEGAL_EMIS, 5, { name, email, phone: tel });
  const session = await login(email, LEGAL, person.password);
  const id = session.user.id;
  await topUpSms();
  await ok(MANAGER, '/auth/send-bulk-sms', {
    groupTable: USERS_GROUP,
    recipientsIDs: [id],
    noteTitle: 'Access',
    noteBody: `Welcome ${name}, your access is ready.`,
  });
  const subject = `Welcome to the firm ${id.slice(-6)}`;
  await ok(MANAGER, '/auth/send-bulk-email', {
    subject,
    body: 'Your sign-in works now.',
    groupTable: '',
    recipientsIDs: [],
    emailsArray: [email],
  });
  return { id, name, email, tel, session, subject };
}

const recipient = (data: PrivacyExport, name: string) =>
  data.recipients.find((r) => r.name === name);

const history = (table: string, id: string) =>
  ok<AuditEntry[]>(MANAGER, '/auth/get-row-history', { table, id });

describe('POPIA requests for staff and users', () => {
  it('exports a member of staff with payroll, the messages sent, where to correct; erases what the law lets go', async () => {
    const person = await staffWithRecords();
    const data = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'staff',
      id: person.id,
    });
    expect(data.person).toEqual({ kind: 'staff', id: person.id, name: person.name });
    const details = data.sections.find((s) => s.title === 'Personal details')!;
    expect(details.records[0]).toMatchObject({
      id_number: person.idNumber,
      email: person.email,
      address: person.address,
    });
    expect(details.correct?.path).toBe('/table-crud?table=staff');
    expect(section(data, 'Payroll details')[0]).toMatchObject({
      bank: person.bank,
      account: person.account,
    });
    expect(section(data, 'Payslips').map((p) => p.payroll_id)).toEqual([person.run.id]);
    const sms = recipient(data, 'SMS provider (operator)');
    expect(sms?.messages?.map((m) => m.text)).toEqual([
      expect.stringContaining('you are on duty on Saturday'),
    ]);
    const mail = recipient(data, 'Email provider (operator)');
    expect(mail?.messages).toEqual([
      expect.objectContaining({ to: person.email, text: person.subject }),
    ]);
    expect(section(data, 'Emails').map((e) => e.subject)).toEqual([person.subject]);
    expect(data.retention.join(' ')).toMatch(/SARS requires .*: until \d{4}-\d{2}-\d{2}/);

    const pdf = (await readPdf(await privacyExportPdf(data))).all.replace(/\s+/g, ' ');
    expect(pdf).toContain(`Personal information held about ${person.name}`);
    expect(pdf).toContain(person.account);
    expect(pdf).toContain('Payslips (1)');
    expect(pdf).toContain('Email provider (operator)');
    expect(pdf).toContain(person.subject);
    expect(pdf).toContain('Corrected on the Staff table (Data tables)');

    const requestId = ulid();
    const erased = await ok<PrivacyEraseReply>(MANAGER, '/auth/privacy-erase', {
      kind: 'staff',
      id: person.id,
      requestId,
    });
    expect(erased.erased[0]).toMatchObject({
      what: 'Personal details',
      fields: expect.arrayContaining(['name', 'id_number', 'phone', 'email', 'address', 'city']),
    });
    expect(erased.erased[1]).toMatchObject({
      what: 'Payroll details',
      fields: expect.arrayContaining(['bank', 'account', 'tax_number', 'date_of_birth']),
    });
    expect(erased.kept.join(' ')).toContain('SARS requires');

    // What the routes return now: no trace outside the payslip the tax law keeps.
    const staff = await get<{ rows: StaffView[] }>(MANAGER, '/auth/get-all-staff?limit=1000');
    const row = staff.rows.find((s) => s.id === person.id)!;
    expect(row).toMatchObject({ name: erased.placeholder, email: null, address: null });
    expect(JSON.stringify(staff)).not.toContain(person.idNumber);
    const employee = await ok<GetEmployeeReply>(MANAGER, '/auth/get-employee', {
      staffID: person.id,
    });
    expect(employee.employee).toMatchObject({ bank: null, account: null, tax_number: null });
    const after = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'staff',
      id: person.id,
    });
    const kept = after.sections.filter((s) => s.title !== 'Payslips');
    for (const value of [person.name, person.email, person.account, person.idNumber])
      expect(JSON.stringify(kept)).not.toContain(value);
    expect(section(after, 'Payslips')[0]).toMatchObject({ name: person.name });
    expect(section(after, 'Payroll details')[0]).toMatchObject({
      retained_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(JSON.stringify(section(after, 'SMS messages'))).not.toContain('on duty');

    // The staff row's history names the fields, never a value of theirs.
    const rowTrail = JSON.stringify(await history('staff', person.id));
    for (const value of [person.name, person.email, person.idNumber, person.address])
      expect(rowTrail).not.toContain(value);
    const payrollTrail = JSON.stringify(await history('payroll_employees', person.id));
    expect(payrollTrail).not.toContain(person.account);
    const trail = await history('privacy_requests', person.id);
    expect(trail.map((h) => h.field).sort()).toEqual(['erase', 'export', 'export']);
    const entry = trail.find((h) => h.field === 'erase')!;
    expect(entry.new_value).toContain('id_number');
    expect(entry.new_value).not.toContain(person.name);

    // A repeat answers the first reply and writes nothing.
    const repeat = await ok<PrivacyEraseReply>(MANAGER, '/auth/privacy-erase', {
      kind: 'staff',
      id: person.id,
      requestId,
    });
    expect(repeat).toEqual(erased);
    expect(await history('privacy_requests', person.id)).toHaveLength(trail.length);
  });

  it('exports a user with their messages; erasure removes the membership, closes the account and frees the email', async () => {
    const person = await userWithRecords();
    const data = await ok<PrivacyExport>(MANAGER, '/auth/privacy-export', {
      kind: 'user',
      id: person.id,
    });
    expect(section(data, 'User account')[0]).toMatchObject({
      name: person.name,
      email: person.email,
    });
    expect(section(data, 'Membership of the company')[0]).toMatchObject({
      role: expect.any(String),
    });
    expect(section(data, 'Sign-in')[0]).toHaveProperty('last_seen');
    expect(recipient(data, 'SMS provider (operator)')?.messages?.[0]?.text).toContain(
      'your access is ready',
    );
    expect(recipient(data, 'Email provider (operator)')?.messages).toEqual([
      expect.objectContaining({ to: person.email, text: person.subject }),
    ]);
    const pdf = (await readPdf(await privacyExportPdf(data))).all.replace(/\s+/g, ' ');
    expect(pdf).toContain(person.email);
    expect(pdf).toContain(person.subject);

    // Their own account, and one at the manager's level, are refused.
    const me = (await as(MANAGER)).user.id;
    const self = await call<{ error: string }>(MANAGER, '/auth/privacy-erase', {
      kind: 'user',
      id: me,
      requestId: ulid(),
    });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe(PRIVACY_MESSAGES.self);

    const requestId = ulid();
    const erased = await ok<PrivacyEraseReply>(MANAGER, '/auth/privacy-erase', {
      kind: 'user',
      id: person.id,
      requestId,
    });
    expect(erased.kept).toEqual([PRIVACY_MESSAGES.userClosed]);
    expect(erased.erased[0]!.fields).toEqual(
      expect.arrayContaining(['membership', 'name', 'email', 'phone_number', 'password']),
    );

    // The token stops, the password no longer signs in, the routes know nobody by that id.
    const mine = await api.get('/auth/user', { host: LEGAL, token: person.session.token });
    expect(mine.status).toBe(401);
    const again = await api.post(
      '/auth/login',
      { email: person.email, password: 'Invited#2026' },
      { host: LEGAL },
    );
    expect(again.status).not.toBe(200);
    const byId = await call(MANAGER, '/auth/get-user-by-id', { userId: person.id });
    expect(byId.status).toBe(404);
    const users = await get<{ rows: Array<{ email: string }> }>(
      MANAGER,
      '/auth/get-all-users?limit=1000',
    );
    expect(JSON.stringify(users)).not.toContain(person.email);
    const exportAfter = await call(MANAGER, '/auth/privacy-export', {
      kind: 'user',
      id: person.id,
    });
    expect(exportAfter.status).toBe(404);
    // The sign-in email is free: no account holds it any more.
    expect(await testDeps().accounts.findUserByEmail(person.email)).toBeUndefined();
    const account = await testDeps().accounts.getUser(person.id);
    expect(JSON.stringify(account)).not.toContain(person.name);
    expect(account?.phone_number).toBeUndefined();

    // Audited (the fields, not the values); a repeat answers the first reply.
    const trail = await history('privacy_requests', person.id);
    expect(trail.map((h) => h.field).sort()).toEqual(['erase', 'export']);
    expect(trail.find((h) => h.field === 'erase')!.new_value).not.toContain(person.email);
    const repeat = await ok<PrivacyEraseReply>(MANAGER, '/auth/privacy-erase', {
      kind: 'user',
      id: person.id,
      requestId,
    });
    expect(repeat).toEqual(erased);
    expect(await history('privacy_requests', person.id)).toHaveLength(2);
  });
});
