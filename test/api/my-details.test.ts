import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { SessionUser } from '@shared/auth/session';
import type { PrivacyExport } from '@shared/privacy/schemas';
import type { AuditEntry } from '@shared/tables/types';
import { api, login, uniqueEmail } from './support';
import { fixtureMember } from './accounts-support';

// Issue 29 (POPIA s24): a signed-in person corrects their own account's name and phone.
const HOST = 'legal.localhost';
const MANAGER = `manager@${HOST}`;

/**
 * A new person of the legal site at level 1, as registration makes one (a fixture member: the
 * demo password cost; registration has its own tests), signed in.
 */
async function newPerson() {
  const name = `Details ${ulid().slice(-6)}`;
  const person = await fixtureMember('mokoena-attorneys', 1, {
    name,
    email: uniqueEmail('details'),
    phone: '0821110000',
  });
  const session = await login(person.email, HOST, person.password);
  return { email: person.email, name, token: session.token, id: session.user.id };
}

const save = (token: string | undefined, body: unknown) =>
  api.post<SessionUser & { error?: string; fields?: Record<string, string> }>(
    '/auth/save-my-details',
    body,
    { host: HOST, ...(token ? { token } : {}) },
  );

const me = async (token: string) =>
  (await api.get<SessionUser>('/auth/user', { host: HOST, token })).body;

describe('POST /auth/save-my-details', () => {
  it("saves the caller's own name and phone, and the session shows them; the email stays", async () => {
    const person = await newPerson();
    const reply = await save(person.token, {
      name: '  Thandi Corrected  ',
      phone: '0839998888',
      email: 'someone-else@example.com',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'Thandi Corrected',
      phone_number: '0839998888',
      email: person.email,
    });
    expect(await me(person.token)).toMatchObject({
      name: 'Thandi Corrected',
      phone_number: '0839998888',
      email: person.email,
    });
    // Audited in the company signed in to: which fields, by whom (never the old values).
    const manager = await login(MANAGER, HOST);
    const history = await api.post<AuditEntry[]>(
      '/auth/get-row-history',
      { table: 'user_accounts', id: person.id },
      { host: HOST, token: manager.token },
    );
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ field: 'name, phone_number', user_id: person.id });
    expect(JSON.stringify(history.body)).not.toContain(person.name);
  });

  it('refuses a bad phone or a missing name with the message, and writes nothing', async () => {
    const person = await newPerson();
    const long = await save(person.token, { name: 'Someone', phone: '0'.repeat(33) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('At most 32 characters');
    expect(long.body.fields?.phone).toBe('At most 32 characters');
    const empty = await save(person.token, { name: 'Someone', phone: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.phone).toBe('All Fields Are Required!');
    const number = await save(person.token, { name: 'Someone', phone: 821234567 });
    expect(number.status).toBe(400);
    expect(number.body.fields?.phone).toBe('Must be text');
    const noName = await save(person.token, { phone: '0821234567' });
    expect(noName.status).toBe(400);
    expect(noName.body.fields?.name).toBe('All Fields Are Required!');
    expect(await me(person.token)).toMatchObject({ name: person.name, phone_number: '0821110000' });
  });

  it("writes only the caller's account: another user's stays as it was", async () => {
    const [first, second] = await Promise.all([newPerson(), newPerson()]);
    // A user id in the body names nobody: the token's user is the account.
    const reply = await save(first.token, { name: 'Only Me', phone: '0830000001', id: second.id });
    expect(reply.status).toBe(200);
    expect(reply.body.id).toBe(first.id);
    expect(await me(second.token)).toMatchObject({
      name: second.name,
      phone_number: '0821110000',
      email: second.email,
    });
  });

  it('refuses a call without a token, or with a forged one, with 401', async () => {
    expect((await save(undefined, { name: 'Nobody', phone: '0820000000' })).status).toBe(401);
    expect((await save('not.a.token', { name: 'Nobody', phone: '0820000000' })).status).toBe(401);
  });

  it("points the privacy export's user account section to My details", async () => {
    const person = await newPerson();
    const manager = await login(MANAGER, HOST);
    const reply = await api.post<PrivacyExport>(
      '/auth/privacy-export',
      { kind: 'user', id: person.id },
      { host: HOST, token: manager.token },
    );
    expect(reply.status).toBe(200);
    const account = reply.body.sections.find((s) => s.title === 'User account');
    expect(account?.correct).toEqual({
      path: '/account/details',
      label: 'The person corrects their own name and phone under My details',
      self: true,
    });
  });
});
