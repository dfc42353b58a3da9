import { expect, test, type Page } from '@playwright/test';
import { ulid } from 'ulid';
import { MESSAGES } from '../../shared/src/messages';
import { hashDemoPassword } from '../../functions/src/platform/auth/passwords';
import { runtimeDeps, seriousViolations, signIn, site, uniqueEmail } from './support';

const SCHOOL = '12824090253';

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
}

/** A fresh member of the school, so that the seeded accounts other tests use stay as they are. */
async function freshMember(name: string, alevel: number) {
  const deps = runtimeDeps();
  const email = uniqueEmail('users-e2e');
  const userId = ulid();
  const now = '2026-11-23 08:00:00';
  const outcome = await deps.accounts.createUserWithMembership(
    {
      userId,
      name,
      email,
      phone_number: '082 555 0133',
      // A fixture, not a password a person sets: the cheap cost the demo seed uses.
      password_hash: await hashDemoPassword('Member#2026'),
      created_at: now,
    },
    { emis: SCHOOL, userId, alevel, role: alevel === 3 ? 'parent' : 'staff', created_at: now },
    // The school is on Premium: unlimited users (still counted).
    'Premium',
  );
  expect(outcome).toBe('created');
  return { email, userId, name };
}

async function openManageUsers(page: Page) {
  await signIn(page, 'school', 'manager@school.localhost');
  await page
    .getByRole('list', { name: 'Switchboard' })
    .getByRole('link', { name: /Manage Users/ })
    .click();
  await expect(page).toHaveURL(site('school', '/manage-users'));
  await expect(page.getByRole('heading', { name: 'Manage Users', level: 1 })).toBeVisible();
}

test.describe('Manage Users', () => {
  test('bans with a reason (not without one), unbans, and the filter follows', async ({ page }) => {
    const member = await freshMember('Ayanda Khumalo', 3);
    await openManageUsers(page);
    const table = page.getByRole('region', { name: 'Users', exact: true });
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
    await page.getByRole('button', { name: `Ban ${member.email}` }).click();

    const dialog = page.getByRole('dialog', { name: `Ban ${member.name}` });
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.banReasonRequired);
    await dialog.getByLabel('Reason for deactivation').fill('Moved to another school');
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The table now shows deactivated accounts, this one among them.
    await expect(page.getByLabel('Show')).toHaveText('Deactivated');
    await expect(page.getByRole('button', { name: `Unban ${member.email}` })).toBeVisible();
    await expect(table.getByText('manager@school.localhost')).toBeHidden();
    const membership = await runtimeDeps().tenant(SCHOOL).members.get(member.userId);
    expect(membership?.ban_reason).toBe('Moved to another school');

    await page.getByRole('button', { name: `Unban ${member.email}` }).click();
    await expect(page.getByLabel('Show')).toHaveText('Active');
    await expect(page.getByRole('button', { name: `Ban ${member.email}` })).toBeVisible();
    expect((await runtimeDeps().tenant(SCHOOL).members.get(member.userId))?.banned_at).toBe(
      undefined,
    );
  });

  test('links a parent to a student number, and a second parent does not inherit it', async ({
    page,
  }) => {
    const first = await freshMember('Nandi Zulu', 3);
    const second = await freshMember('Themba Zulu', 3);
    await openManageUsers(page);
    const pick = async (email: string) => {
      await page.getByLabel('User', { exact: true }).click();
      await page.getByRole('combobox', { name: 'Email or name' }).fill(email);
      await page.getByRole('option', { name: new RegExp(email) }).click();
    };
    // The second is seen first, so that coming back to them later needs no loading.
    await pick(second.email);
    await expect(
      page.getByLabel('Profile card').getByRole('heading', { name: second.name }),
    ).toBeVisible();
    await pick(first.email);
    const form = page.getByRole('form', { name: 'Link parent to student' });
    await form.getByRole('button', { name: 'Link to student' }).click();
    await expect(form.getByText(MESSAGES.fieldIsRequired)).toBeVisible();
    await form.getByLabel('Student SID').fill('2026-0311');
    await form.getByRole('button', { name: 'Link to student' }).click();
    await expect(toast(page, MESSAGES.parentLinked)).toBeVisible();
    await expect(page.getByLabel('Profile card')).toContainText('Student number: 2026-0311');
    await expect
      .poll(async () => (await runtimeDeps().tenant(SCHOOL).members.get(first.userId))?.sid)
      .toBe('2026-0311');

    // The next member's card starts empty: linking them never reuses the last number.
    await pick(second.email);
    await expect(
      page.getByLabel('Profile card').getByRole('heading', { name: second.name }),
    ).toBeVisible();
    await expect(form.getByLabel('Student SID')).toHaveValue('');
  });

  test('finds a user by email, grants a level, and offers to invite a stranger', async ({
    page,
  }) => {
    const member = await freshMember('Bongani Sithole', 3);
    await openManageUsers(page);

    await page.getByLabel('User', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Email or name' }).fill(member.email);
    await page.getByRole('option', { name: new RegExp(member.email) }).click();
    const card = page.getByLabel('Profile card');
    await expect(card.getByRole('heading', { name: member.name })).toBeVisible();

    await card.getByLabel('Access level').click();
    await page.getByRole('option', { name: 'Staff', exact: true }).click();
    await expect(toast(page, MESSAGES.accessLevelGranted)).toBeVisible();
    await expect
      .poll(async () => (await runtimeDeps().tenant(SCHOOL).members.get(member.userId))?.alevel)
      .toBe(5);

    // A person with an account at another company is simply not found here.
    const search = page.getByRole('search', { name: 'Search all users by email' });
    await search.getByLabel('Search by email').fill('manager@legal.localhost');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'manager@legal.localhost' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Users' });
    await expect(dialog.getByLabel('Email')).toHaveValue('manager@legal.localhost');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('invites a person: the spec checks, then success and the dialog closes', async ({
    page,
  }) => {
    await openManageUsers(page);
    await page.getByRole('button', { name: 'Invite Users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Users' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText(MESSAGES.fieldIsRequired)).toHaveCount(3);
    await expect(dialog.getByText(MESSAGES.emailIsRequired)).toBeVisible();

    const email = uniqueEmail('invitee');
    await dialog.getByLabel('Name').fill('Zanele Mokoena');
    await dialog.getByLabel('Phone').fill('083 555 0120');
    await dialog.getByLabel('Email').fill('zanele-at-example');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText(MESSAGES.emailMustBeValid)).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Access level').click();
    await page.getByRole('option', { name: 'Parent or Student' }).click();
    // The school keeps classes, so SID is enabled there.
    await dialog.getByLabel('User SID').fill('2026-0311');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, MESSAGES.invitationSent)).toBeVisible();
    await expect(dialog).toBeHidden();

    const outbox = runtimeDeps().outbox;
    const sent = (await outbox?.list('email', 50))?.find((m) => m.to === email);
    expect(String((sent?.links as Array<{ href: string }> | undefined)?.[0]?.href)).toMatch(
      /^http:\/\/school\.localhost:\d+\/register\?token=/,
    );

    // Someone already at the school cannot be invited: 'Oops' with the server's reason, closed.
    await page.getByRole('button', { name: 'Invite Users' }).click();
    await dialog.getByLabel('Name').fill('Already Here');
    await dialog.getByLabel('Phone').fill('083 555 0121');
    await dialog.getByLabel('Email').fill('staff@school.localhost');
    await dialog.getByLabel('Access level').click();
    await page.getByRole('option', { name: 'Parent or Student' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, MESSAGES.oops)).toBeVisible();
    await expect(page.getByText('This person is already a user of your company')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test('an admin has no Manage Users tile, and the screen says Access Denied!', async ({ page }) => {
  await signIn(page, 'school', 'admin@school.localhost');
  await expect(
    page.getByRole('list', { name: 'Switchboard' }).getByRole('link', { name: /Manage Products/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Manage Users/ })).toHaveCount(0);
  await page.goto(site('school', '/manage-users'));
  await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();
});

test.describe('Manage Users under 600 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('fits the screen, and has no serious accessibility problems', async ({ page }) => {
    await openManageUsers(page);
    await expect(page.getByRole('button', { name: /^Ban / }).first()).toBeVisible();
    // The picker loads its own list (disabled, drawn faded, until then): the screen's loaded state.
    await expect(page.getByRole('combobox', { name: 'User', exact: true })).toBeEnabled();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Invite Users' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite Users' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
