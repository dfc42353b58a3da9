// Closing a company (issue 27 item 6), end to end on a company the test makes: the manager asks
// (the name typed again), the export job writes one zip (every table as CSV, the documents as
// PDFs) to the media store and emails its link; a cancel during the notice puts everything back;
// after the notice the site answers 410, sign-in is refused and the domain is free; after the
// grace the data is deleted but the tax records, kept (marked) until the retention ends. The
// jobs run as the scheduler runs them, at days moved past the server's today.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import JSZip from 'jszip';
import { addDays, addYears, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { ClosureView } from '@shared/closing/closing';
import { formatDate } from '@shared/time/sast';
import { advanceClosing, dueClosings } from '../../functions/src/closing';
import { api, login, outbox, PASSWORD, runtimeClock, testDeps, uniqueEmail } from './support';

const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');
/** 10:00 in Johannesburg on `date`. */
const at = (date: string) => new Date(`${date}T08:00:00Z`);

/** Runs the closing job's unit of `emis` if it is due at `when`; what it did. */
async function runDue(emis: string, when: Date) {
  const unit = (await dueClosings(testDeps(), when)).find((u) => u.key === emis);
  if (!unit) return [];
  return advanceClosing(testDeps(), emis, unit.items ?? [], when);
}

async function itemsOf(pk: string) {
  const db = testDeps().db;
  const found = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}

let counter = 0;
/** A company of its own, made by the super admin, and its manager registered. */
async function newCompany() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const name = `Closing Trading ${tag} (Pty) Ltd`;
  const domain = `closing-${tag}.localhost`;
  const managerEmail = uniqueEmail('closer');
  const owner = await login('owner@localhost');
  const body = {
    plan: 'Standard',
    name,
    site_domain: domain,
    industry: 'General',
    currency: 'ZAR',
    email: 'hello@closing.example.co.za',
    primary_phone: '012 555 0199',
    primary_address: '12 Church Street',
    city: 'Pretoria',
    postal_code: '0002',
    manager_name: 'Naledi Dlamini',
    manager_email: managerEmail,
    manager_phone: '082 555 0101',
  };
  const created = await api.post<{ emis: string }>('/auth/create-company', body, {
    host: 'localhost',
    token: owner.token,
  });
  expect(created.status, created.text).toBe(200);
  const invite = outbox('email')
    .filter((m) => m.to === managerEmail)
    .at(-1);
  const token = decodeURIComponent(
    JSON.stringify(invite).match(/register\?token=([A-Za-z0-9_%-]+)/)?.[1] ?? '',
  );
  const registered = await api.post<{ token: string }>(
    '/auth/register-invited-user',
    { token, name: 'Naledi Dlamini', email: managerEmail, tel: '0825550123', password: PASSWORD },
    { host: domain },
  );
  expect(registered.status, registered.text).toBe(200);
  return { emis: created.body.emis, name, domain, managerEmail, token: registered.body.token };
}

type Company = Awaited<ReturnType<typeof newCompany>>;

const call = <T = unknown>(c: Company, path: string, body?: unknown) =>
  api.post<T>(path, body, { host: c.domain, token: c.token });
const view = async (c: Company) =>
  (await api.get<ClosureView>('/auth/get-company-closure', { host: c.domain, token: c.token }))
    .body;

/** A client (a name with a comma and quotes, to be quoted in the CSV), an invoice paid in part, and a quote. */
async function arrange(c: Company) {
  const clientName = `Mthembu, "Big" Traders ${c.emis}`;
  const client = await call<{ id: string }>(c, '/auth/save-client', {
    name: clientName,
    clientReference: '',
    phone: '082 555 0101',
    institution: 'Umhlanga Office Park',
    position: 'Owner',
    email: 'accounts@mthembu.example.co.za',
    address: '12 Lagoon Drive',
    city: 'Umhlanga',
    postalCode: '4319',
  });
  expect(client.status, client.text).toBe(200);
  const invoice = await call<{ invoiceNumber: number }>(c, '/auth/save-invoice-data', {
    client: client.body.id,
    date: formatDate(runtimeClock.now()),
    items: [
      { item_type: 'service', name: 'Bookkeeping, March', unit_price: '1,250.00', quantity: 1 },
    ],
    discount: 0,
  });
  expect(invoice.status, invoice.text).toBe(200);
  const paid = await call(c, '/auth/mark-invoices-paid', {
    selectedInvoicesForPayment: [{ invoiceNumber: invoice.body.invoiceNumber, amount: '500' }],
    dateInvoicesPaid: formatDate(runtimeClock.now()),
    paymentMethod: 'EFT',
  });
  expect(paid.status, paid.text).toBe(200);
  const quote = await call(c, '/auth/save-quote-data', {
    selectedClient: client.body.id,
    quoteDate: formatDate(runtimeClock.now()),
    products: [],
    services: [{ name: 'Annual accounts', serviceFee: '4000.00', quantity: 1 }],
    transports: [],
    tax_id: '0',
    description: 'Annual accounts',
  });
  expect(quote.status, quote.text).toBe(200);
  return { clientName, clientId: client.body.id, invoiceNumber: invoice.body.invoiceNumber };
}

describe('closing a company', () => {
  it('is refused to an admin (level 7) and to a wrong confirmation, with nothing written', async () => {
    const admin = await login('admin@agency.localhost', 'agency.localhost');
    const refused = await api.post(
      '/auth/request-company-closure',
      { confirmName: 'Ubuntu Talent' },
      { host: 'agency.localhost', token: admin.token },
    );
    expect(refused.status).toBe(403);
    const c = await newCompany();
    const wrong = await call<{ error: string; fields: Record<string, string> }>(
      c,
      '/auth/request-company-closure',
      { confirmName: 'Some Other Name' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('confirmName');
    expect((await view(c)).standing).toBe('active');
    expect((await view(c)).requestedAt).toBeNull();
    const empty = await call(c, '/auth/request-company-closure', {});
    expect(empty.status).toBe(400);
  });

  it('can be cancelled during the notice: everything as it was', async () => {
    const c = await newCompany();
    const today = formatDate(runtimeClock.now());
    const asked = await call<ClosureView>(c, '/auth/request-company-closure', {
      confirmName: `  ${c.name} `,
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toMatchObject({ standing: 'closing', closingAt: day(today, 30) });
    const again = await call(c, '/auth/request-company-closure', { confirmName: c.name });
    expect(again.status).toBe(409);

    const cancelled = await call<ClosureView>(c, '/auth/cancel-company-closure');
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({
      standing: 'active',
      requestedAt: null,
      closingAt: null,
      export: null,
    });
    const [company] = await itemsOf(`${c.emis}#company`);
    expect(company).not.toHaveProperty('gsi3pk');
    expect(company).not.toHaveProperty('closing_at');
    expect(await itemsOf(`${c.emis}#closure`)).toHaveLength(0);
    // Nothing left for the job, even on the day the site would have closed.
    expect(await runDue(c.emis, at(day(today, 31)))).toEqual([]);
    const site = await api.post(
      '/get-company-with-domain',
      { domain: c.domain },
      { host: c.domain },
    );
    expect(site.status).toBe(200);
    expect((await call(c, '/auth/cancel-company-closure')).status).toBe(409);
  });

  it('exports, closes the site after the notice, deletes all but the tax records, then those', async () => {
    const c = await newCompany();
    const other = await login('manager@shop.localhost', 'shop.localhost');
    const { clientName, invoiceNumber } = await arrange(c);
    // Its files: a gallery picture (deleted at the purge) and an expense's receipt (a tax record).
    const picture = `images/gallery/${c.emis}/team-day.png`;
    const receipt = `files/expenses/${c.emis}/exp-1/receipt.pdf`;
    await testDeps().blobs.put(picture, new Uint8Array([137, 80, 78, 71]), 'image/png');
    await testDeps().blobs.put(receipt, new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
    const today = formatDate(runtimeClock.now());

    const asked = await call(c, '/auth/request-company-closure', { confirmName: c.name });
    expect(asked.status, asked.text).toBe(200);
    // The export is scheduled work: the tick (or this run) makes it; the request made none.
    const results = await runDue(c.emis, runtimeClock.now());
    expect(results.map((r) => r.result).filter((r) => r !== 'exported' && r !== 'already')).toEqual(
      [],
    );
    const ready = await view(c);
    expect(ready.export).toMatchObject({ status: 'ready' });
    expect(ready.standing).toBe('closing');

    // The managers are emailed the link to download it.
    const mail = outbox('email')
      .filter((m) => m.to === c.managerEmail && String(m.subject).includes('export'))
      .at(-1);
    expect(mail).toBeTruthy();
    expect(JSON.stringify(mail)).toContain(`${c.domain}`);
    expect(JSON.stringify(mail)).toContain('/close-company');

    const download = await api.post<Buffer>('/auth/download-company-export', undefined, {
      host: c.domain,
      token: c.token,
    });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('application/zip');
    const zip = await JSZip.loadAsync(download.body);
    const clients = await zip.file('tables/client.csv')!.async('string');
    const [header] = clients.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',')).toEqual(expect.arrayContaining(['id', 'name', 'email']));
    // RFC 4180: the comma-and-quotes name is quoted, its quotes doubled.
    expect(clients).toContain(`"${clientName.replace(/"/g, '""')}"`);
    const pdf = await zip
      .file(`invoices/INV-${String(invoiceNumber).padStart(6, '0')}.pdf`)!
      .async('uint8array');
    expect(Buffer.from(pdf.slice(0, 4)).toString('latin1')).toBe('%PDF');
    expect(zip.file(/^quotations\/Q-\d+\.pdf$/)).toHaveLength(1);
    const users = await zip.file('tables/users.csv')!.async('string');
    expect(users).toContain(c.managerEmail);
    expect(users).not.toContain('password');
    // Only this company's data: no other tenant's emis anywhere in the tables.
    for (const file of zip.file(/^tables\//)) {
      const text = await file.async('string');
      for (const stranger of ['vula-trading', 'ubuntu-talent', 'mokoena-attorneys'])
        expect(text, file.name).not.toContain(stranger);
    }
    expect(zip.file('tables/payment.csv')).toBeTruthy();
    // Another company's manager gets their own company's (none): as if there were none.
    const stranger = await api.post('/auth/download-company-export', undefined, {
      host: 'shop.localhost',
      token: other.token,
    });
    expect(stranger.status).toBe(404);

    // During the notice the site is up; the day before it closes, nothing happens.
    expect(await runDue(c.emis, at(day(today, 29)))).toEqual([]);
    const up = await api.post('/get-company-with-domain', { domain: c.domain }, { host: c.domain });
    expect(up.status).toBe(200);

    // The notice is over: the site goes down, sign-in is refused, the domain is released.
    const closeDay = day(today, 30);
    expect((await runDue(c.emis, at(closeDay)))[0]).toMatchObject({ result: 'closed' });
    const gone = await api.post<{ error: string }>(
      '/get-company-with-domain',
      { domain: c.domain },
      { host: c.domain },
    );
    expect(gone.status).toBe(410);
    expect(gone.body.error).toBe('This site has closed.');
    const page = await api.get<string>('/', { host: c.domain });
    expect(page.status).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('This site has closed');
    const signIn = await api.post<{ error: string }>(
      '/auth/login',
      { email: c.managerEmail, password: PASSWORD },
      { host: 'localhost' },
    );
    expect(signIn.status).toBe(410);
    expect(signIn.body.error).toContain('This company has closed');
    const oldToken = await call(c, '/auth/get-invoice-data', { invoiceNumber });
    expect(oldToken.status).toBe(410);
    expect(await testDeps().global.domains.resolve(c.domain)).toBeUndefined();
    expect((await itemsOf(`${c.emis}#company`))[0]).toHaveProperty('closed_at');
    expect((await call(c, '/auth/cancel-company-closure')).status).toBe(410);

    // The grace is over: everything is deleted but the tax records, marked and never served.
    const purgeDay = day(closeDay, 7);
    expect(await runDue(c.emis, at(day(closeDay, 6)))).toEqual([]);
    const purged = await runDue(c.emis, at(purgeDay));
    expect(purged[0]).toMatchObject({ result: 'purged' });
    const keepUntil = format(addYears(parseISO(closeDay), 5), 'yyyy-MM-dd');
    expect(await itemsOf(`${c.emis}#client`)).toHaveLength(0);
    expect(await testDeps().blobs.list(`images/gallery/${c.emis}/`)).toEqual([]);
    expect(await testDeps().blobs.list(receipt)).toEqual([receipt]);
    expect(await itemsOf(`${c.emis}#quote`)).toHaveLength(0);
    expect(await itemsOf(`${c.emis}#member`)).toHaveLength(0);
    const invoices = await itemsOf(`${c.emis}#invoice`);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ retain_until: keepUntil });
    expect(await itemsOf(`${c.emis}#payment`)).toEqual([
      expect.objectContaining({ retain_until: keepUntil }),
    ]);
    // The manager belonged to no other company: the identity is gone too.
    expect(await testDeps().accounts.findUserByEmail(c.managerEmail)).toBeUndefined();
    expect(
      (await call(c, '/auth/get-invoice-data', { invoiceNumber })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await api.post('/get-company-with-domain', { domain: c.domain }, { host: c.domain })).status,
    ).toBe(410);

    // Another tenant is untouched.
    const shop = await api.get('/auth/get-company-closure', {
      host: 'shop.localhost',
      token: other.token,
    });
    expect(shop.status).toBe(200);
    expect(shop.body).toMatchObject({ standing: expect.not.stringMatching(/clos/) });
    expect((await itemsOf('vula-trading#client')).length).toBeGreaterThan(0);

    // The retention is over: the tax records and the company go too.
    expect(await runDue(c.emis, at(day(keepUntil, -1)))).toEqual([]);
    expect((await runDue(c.emis, at(keepUntil)))[0]).toMatchObject({ result: 'deleted' });
    expect(await testDeps().blobs.list(`files/expenses/${c.emis}/`)).toEqual([]);
    expect(await itemsOf(`${c.emis}#invoice`)).toHaveLength(0);
    expect(await itemsOf(`${c.emis}#company`)).toHaveLength(0);
    expect(await itemsOf(`${c.emis}#closure`)).toHaveLength(0);

    // The domain is free: another company may claim it.
    const owner = await login('owner@localhost');
    const claimed = await api.post<{ emis: string }>(
      '/auth/create-company',
      {
        plan: 'Standard',
        name: `Successor ${c.emis}`,
        site_domain: c.domain,
        industry: 'General',
        currency: 'ZAR',
        email: 'hello@successor.example.co.za',
        primary_phone: '012 555 0199',
        primary_address: '1 Main Road',
        city: 'Pretoria',
        postal_code: '0002',
        manager_name: 'Sipho Khumalo',
        manager_email: uniqueEmail('successor'),
        manager_phone: '082 555 0102',
      },
      { host: 'localhost', token: owner.token },
    );
    expect(claimed.status, claimed.text).toBe(200);
    const served = await api.post(
      '/get-company-with-domain',
      { domain: c.domain },
      { host: c.domain },
    );
    expect(served.status).toBe(200);
  });
});
