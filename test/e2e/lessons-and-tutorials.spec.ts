import { expect, test, type Page } from '@playwright/test';
import { WELCOME_TUTORIAL } from '../../functions/src/school/seed-tutorial';
import { signIn, site } from './support';

// Issue 25 item 7: Join Now leads to the lesson's page for seeded lessons and subjects, and the
// video tutorials are reached from the switchboard, where the super admin publishes one that a
// school's manager then plays.

async function joinFrom(page: Page, table: string, label: string, rowText: string) {
  await page.goto(site('school', `/data-crud?table=${table}`));
  await page.getByRole('searchbox', { name: `Search ${label}` }).fill(rowText);
  const row = page.getByRole('row').filter({ hasText: rowText });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/live-videos\?lesson=/);
}

test.describe('live lessons', () => {
  test('Join Now on a seeded live lesson and on a subject opens the lesson, not the missing notice', async ({
    page,
  }) => {
    await signIn(page, 'school', 'staff@school.localhost');

    await joinFrom(page, 'live_lessons', 'Live Lessons', 'Electrostatics');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Electrostatics: past-paper problems' }),
    ).toBeVisible();
    await expect(page.getByText('This lesson does not exist.')).toHaveCount(0);
    const details = page.locator('dl');
    await expect(details).toContainText('staff@school.localhost');
    await expect(details).toContainText('Grade 12A');
    await expect(details).toContainText('Physical Sciences');
    // 2026-11-26 14:30 in Johannesburg, whatever the browser's zone.
    await expect(details.locator('time')).toContainText('Thursday, 26 November 2026 at 14:30');
    await expect(page.getByRole('link', { name: 'Join the lesson' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/PolokwaneRidge-Science12A',
    );

    await joinFrom(page, 'subjects', 'Subjects', 'Sepedi');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sepedi First Additional Language' }),
    ).toBeVisible();
    await expect(page.locator('dl')).toContainText('Grade 9A');
    await expect(page.getByRole('link', { name: 'Join the lesson' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/PolokwaneRidge-Sepedi9A',
    );

    // The spec's link names only the lesson: a subject's id alone finds it too.
    await page.goto(site('school', '/live-videos?lesson=subject-math-12'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    await page.goto(site('school', '/live-videos?lesson=no-such-lesson'));
    await expect(page.getByText('This lesson does not exist.')).toBeVisible();
  });
});

test.describe('video tutorials', () => {
  test('the super admin publishes a tutorial from the switchboard; a school manager plays it', async ({
    browser,
  }) => {
    const owner = await browser.newPage();
    await signIn(owner, 'localhost', 'owner@localhost');
    await owner
      .getByRole('list', { name: 'Switchboard' })
      .getByRole('link', { name: /Video Tutorials/ })
      .click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Video Tutorials' })).toBeVisible();
    const title = `Using the calendar ${Date.now().toString(36)}`;
    const form = owner.getByRole('form', { name: 'Publish a tutorial' });
    // Not a video: refused with the server's message, nothing published.
    await form.getByLabel('Video file').setInputFiles({
      name: 'notes.webm',
      mimeType: 'video/webm',
      buffer: Buffer.from('plain text, not a video'),
    });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(form.getByRole('alert')).toContainText('not an MP4, WebM or Ogg video');
    await form.getByLabel('Video file').setInputFiles({
      name: 'calendar.webm',
      mimeType: 'video/webm',
      buffer: Buffer.from(WELCOME_TUTORIAL.base64, 'base64'),
    });
    await form.getByRole('button', { name: 'Publish' }).click();
    const tutorials = owner.getByRole('navigation', { name: 'Tutorials' });
    const entry = tutorials.getByRole('button', { name: title, exact: true });
    await expect(entry).toHaveAttribute('aria-current', 'true');

    // A school's manager reaches it from the switchboard and it plays.
    const manager = await browser.newPage();
    await signIn(manager, 'school', 'manager@school.localhost');
    await manager
      .getByRole('list', { name: 'Switchboard' })
      .getByRole('link', { name: /Video Tutorials/ })
      .click();
    const theirs = manager
      .getByRole('navigation', { name: 'Tutorials' })
      .getByRole('button', { name: title, exact: true });
    await theirs.focus();
    await manager.keyboard.press('Enter');
    await expect(theirs).toHaveAttribute('aria-current', 'true');
    const player = manager.getByTestId('tutorial-player');
    const src = await player.getAttribute('src');
    expect(src).toMatch(/^\/tutorials\/using-the-calendar-[0-9a-z]+\.webm$/);
    // Asked for as the page asks (the site's own host, which only the browser resolves).
    const file = await manager.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, src ?? '');
    expect(file).toEqual({ status: 200, type: 'video/webm' });
    // The browser decodes it: its first frame is there (HAVE_CURRENT_DATA or better).
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(2);
    await expect(manager.getByRole('form', { name: 'Publish a tutorial' })).toHaveCount(0);
    await expect(manager.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);

    // The super admin withdraws it, after the confirmation.
    await owner.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Delete this tutorial?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(entry).toHaveCount(0);
    await owner.close();
    await manager.close();
  });
});
