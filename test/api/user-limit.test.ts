import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { LEVEL } from '@shared/access';
import { userLimitRefusal } from '@shared/plans/entitlements';
import { readCounter, USERS_COUNTER } from '../../functions/src/kernel/counter';
import { usersCounterMigration } from '../../functions/src/system/migrations/users-counter';
import { planCompany, registerInvited, registerOn } from './plans-support';
import { fixtureMember } from './accounts-support';
import { api, testDeps, uniqueEmail } from './support';

// Issue 27: Standard's ten users are held by the kernel counter `users` (memberships not banned,
// any level), taken in the same transaction as each membership on condition it is under the limit.

const users = async (emis: string) => (await readCounter(testDeps().db, emis, USERS_COUNTER)).value;

/** Members of the company in its partition (banned ones too). */
async function members(emis: string) {
  const { data } = await testDeps()
    .db.entities.membership.query.byCompany({ emis })
    .go({ limit: 100, consistent: true });
  return data;
}

/**
 * Adds level-1 members until the company has `count` users, each taking its place through the
 * kernel's accounts as a registration does (same transaction, same counter), with a demo-cost
 * password hash: filling by /auth/register hashed each at N=2^17 (0.5 s of CPU), and what the
 * test drives through HTTP is the registration past the limit.
 */
async function fillTo(emis: string, count: number) {
  while ((await users(emis)) < count) await fixtureMember(emis, LEVEL.guest);
}

describe('the user limit (issue 27)', () => {
  it('counts the first manager, refuses the eleventh Standard user by register, invitation and an existing account, and a ban frees a place', async () => {
    const company = await planCompany('Standard', 'limit');
    expect(await users(company.emis)).toBe(1);
    await fillTo(company.emis, 10);
    expect((await members(company.emis)).length).toBe(10);

    const refusal = userLimitRefusal('Standard');
    const email = uniqueEmail('eleventh');
    const self = await registerOn(company.domain, email);
    expect(self.status).toBe(403);
    expect(self.body.error).toBe(refusal);
    // Nothing partial: no identity for the refused email, no membership, the count unchanged.
    expect(await testDeps().accounts.findUserByEmail(email)).toBeUndefined();
    expect((await members(company.emis)).length).toBe(10);

    const invited = await registerInvited(company.emis, company.domain, 5);
    expect(invited.status).toBe(403);
    expect((invited.body as unknown as { error: string }).error).toBe(refusal);

    // A person with an account at another company joins with that account's password: refused too.
    const elsewhere = await registerOn('hope.localhost');
    expect(elsewhere.status, elsewhere.text).toBe(200);
    const joined = await api.post<{ error: string }>(
      '/auth/register',
      {
        name: 'Self Registered',
        email: (await testDeps().accounts.getUser(elsewhere.body.user.id))!.email,
        tel: '0825550103',
        password: 'Register#2026',
      },
      { host: company.domain },
    );
    expect(joined.status).toBe(403);
    expect(joined.body.error).toBe(refusal);
    expect(await users(company.emis)).toBe(10);

    // A grant changes a member's level, not the count: it goes through when full.
    const member = (await members(company.emis)).find((m) => m.alevel === 1)!;
    const granted = await company.post('/auth/grant-access-level', {
      user: member.userId,
      alevel: 5,
    });
    expect(granted.status, granted.text).toBe(200);
    expect(await users(company.emis)).toBe(10);

    // A ban frees a place; the unban of the banned is then refused while the place is taken.
    const banned = await company.post('/auth/ban-user', { user: member.userId, reason: 'left' });
    expect(banned.status, banned.text).toBe(200);
    expect(await users(company.emis)).toBe(9);
    // Banning again gives nothing back twice.
    expect(
      (await company.post('/auth/ban-user', { user: member.userId, reason: 'again' })).status,
    ).toBe(200);
    expect(await users(company.emis)).toBe(9);
    const next = await registerOn(company.domain);
    expect(next.status, next.text).toBe(200);
    expect(await users(company.emis)).toBe(10);
    const unban = await company.post<{ error: string }>('/auth/unban-user', {
      user: member.userId,
    });
    expect(unban.status).toBe(403);
    expect(unban.body.error).toBe(refusal);
    expect(
      (await members(company.emis)).find((m) => m.userId === member.userId)?.banned_at,
    ).toBeTruthy();

    // On Premium the same company has no limit, and still counts.
    await company.setPlan('Premium');
    expect((await company.post('/auth/unban-user', { user: member.userId })).status).toBe(200);
    expect((await registerOn(company.domain)).status).toBe(200);
    expect(await users(company.emis)).toBe(12);
  });

  it('lets exactly the places left succeed when eleven register at once', async () => {
    const company = await planCompany('Standard', 'rush');
    await fillTo(company.emis, 6);
    const replies = await Promise.all(Array.from({ length: 11 }, () => registerOn(company.domain)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(7);
    for (const reply of replies.filter((r) => r.status === 403))
      expect(reply.body.error).toBe(userLimitRefusal('Standard'));
    expect(await users(company.emis)).toBe(10);
    expect((await members(company.emis)).length).toBe(10);
  });

  it('invitations accepted at once stop at the limit too', async () => {
    const company = await planCompany('Standard', 'invites');
    await fillTo(company.emis, 8);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => registerInvited(company.emis, company.domain, 3)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.status === 403)).toHaveLength(3);
    expect(await users(company.emis)).toBe(10);
  });

  it('the migration sets the counter from the memberships that are not banned', async () => {
    const db = testDeps().db;
    const emis = `users-${ulid().toLowerCase()}`;
    const put = (userId: string, banned?: string) =>
      db.client.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            pk: `${emis}#member`,
            sk: userId,
            __edb_e__: 'membership',
            __edb_v__: '1',
            emis,
            userId,
            alevel: 1,
            role: 'guest',
            token_version: 1,
            ...(banned ? { banned_at: banned } : {}),
          },
        }),
      );
    await Promise.all([put('u1'), put('u2'), put('u3', '2026-01-01 10:00:00')]);
    const ctx = { db, log: testDeps().log };
    const first = await usersCounterMigration.company(ctx, emis);
    expect(first).toEqual({ scanned: 3, written: 1 });
    expect(await readCounter(db, emis, USERS_COUNTER)).toEqual({ value: 2, exists: true });
    expect((await usersCounterMigration.company(ctx, emis)).written).toBe(0);
    // A counter out of step is corrected.
    await db.entities.counter.patch({ emis, name: USERS_COUNTER }).set({ value: 7 }).go();
    expect((await usersCounterMigration.company(ctx, emis)).written).toBe(1);
    expect((await readCounter(db, emis, USERS_COUNTER)).value).toBe(2);
  });

  it('the seed counted the demo companies’ users', async () => {
    const hope = await users('hands-of-hope-2022');
    expect(hope).toBeGreaterThanOrEqual(4);
    expect(hope).toBeLessThanOrEqual(10);
  });
});
