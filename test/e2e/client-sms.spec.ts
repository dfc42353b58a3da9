import { expect, test, type APIRequestContext } from '@playwright/test';
import { createInvitation } from '../../functions/src/auth/invitations';
import { PASSWORD, runtimeDeps, signIn, site, uniqueEmail } from './support';

const SCHOOL = '12824090253';
/** Node does not resolve *.localhost: the runtime is reached by address, the site by Host. */
const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;
const HOST = { host: 'school.localhost' };

async function adminToken(request: APIRequestContext) {
  const login = await request.post(api('/auth/login'), {
    headers: HOST,
    data: { email: 'admin@school.localhost', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A student of the school: a client record with a student number, a class and a phone. */
async function student(
  request: APIRequestContext,
  token: string,
  name: string,
  sid: string,
  phone?: string,
) {
  const headers = { ...HOST, authorization: `Bearer ${token}` };
  const saved = await request.post(api('/auth/save-client'), {
    headers,
    data: { name, ...(phone ? { phone } : {}) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { id } = (await saved.json()) as { id: string };
  for (const [field, value] of [
    ['sid', sid],
    ['class', 'Grade 6A'],
  ]) {
    const changed = await request.post(api('/auth/update-client-field'), {
      headers,
      data: { table: 'clients', field, id, value },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  return id;
}

test.describe("a client's SMS panel", () => {
  test('a parent writes to the school; the admin reads it and answers by SMS', async ({
    page,
    request,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const sid = `S${stamp}`;
    const name = `Ayanda Khumalo ${stamp}`;
    const token = await adminToken(request);
    const clientId = await student(request, token, name, sid, '082 555 0171');

    // A parent invited with the student's number registers and signs in.
    const deps = runtimeDeps();
    const email = uniqueEmail('parent');
    const invitation = await createInvitation(deps, deps.tenant(SCHOOL), {
      name: 'Zanele Khumalo',
      email,
      phone: '082 555 0172',
      alevel: 3,
      sid,
    });
    const registered = await request.post(api('/auth/register-invited-user'), {
      headers: HOST,
      data: {
        token: invitation.token,
        name: 'Zanele Khumalo',
        email,
        tel: '082 555 0172',
        password: PASSWORD,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);

    await signIn(page, 'school', email);
    await page.getByRole('link', { name: /My Account/ }).click();
    await expect(page.getByLabel('Profile card').getByRole('heading', { name })).toBeVisible();
    const write = page.getByRole('form', { name: 'Send us a message' });
    await write.getByRole('button', { name: 'Send message' }).click();
    await expect(write.getByRole('alert')).toHaveText('Message Body Field is Required!');
    await write.getByLabel('Message').fill('Ayanda will be late tomorrow: dentist at 08:00.');
    await write.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Messages Successfully Sent!')).toBeVisible();
    await expect(write.getByLabel('Message')).toHaveValue('');

    const admin = await browser.newPage();
    await signIn(admin, 'school', 'admin@school.localhost', {
      at: `/manage-clients?sid=${clientId}`,
    });
    const messages = admin.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem').first()).toContainText('From Zanele Khumalo');
    await expect(messages.getByRole('listitem').first()).toContainText('dentist at 08:00');
    const sms = admin.getByRole('form', { name: `SMS ${name}` });
    await sms.getByRole('button', { name: 'Send SMS' }).click();
    await expect(sms.getByRole('alert')).toHaveText('Message Body Field is Required!');
    await sms.getByLabel('Message').fill('Thank you, noted. Ayanda may come in at 10:00.');
    await sms.getByRole('button', { name: 'Send SMS' }).click();
    await expect(admin.getByText('Messages Successfully Sent!')).toBeVisible();
    const reply = messages.getByRole('listitem').first();
    await expect(reply).toContainText('SMS to +27825550171');
    await expect(reply).toContainText('delivered');

    // A client without a phone: the server's detail shows in red, nothing is sent.
    const silent = await student(request, token, `No Phone ${stamp}`, `N${stamp}`);
    await admin.goto(site('school', `/manage-clients?sid=${silent}`));
    const none = admin.getByRole('form', { name: `SMS No Phone ${stamp}` });
    await none.getByLabel('Message').fill('Hello');
    await none.getByRole('button', { name: 'Send SMS' }).click();
    await expect(none.getByRole('alert')).toContainText(/phone number/i);
    await expect(admin.getByText('No messages yet.')).toBeVisible();
    await admin.close();
  });
});
