import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoPublic, site } from './support';

test.describe('contact form', () => {
  test("shows the spec's errors, then 'Form Submitted Successfully!'", async ({ page }) => {
    await gotoPublic(page, site('shop', '/contact-us'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('All Contact Form Fields Are Required!');
    await expect(form.getByText('This Field is required')).toHaveCount(5);
    await form.getByLabel('Name').fill('Sibusiso Ndlovu');
    await form.getByLabel('Email').fill('sibusiso');
    await form.getByLabel('Phone').fill('083 555 0199');
    await form.getByLabel('Subject').fill('Printer cartridges');
    await form.getByLabel('Message').fill('Do you stock HP 305 cartridges?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('E-mail must be valid')).toBeVisible();
    await form.getByLabel('Email').fill('sibusiso@example.co.za');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('the contact page lists the offices with the 15-minute promise', async ({ page }) => {
    await page.goto(site('legal', '/contact-us'));
    await expect(page.getByRole('heading', { name: 'Our Branches / Offices' })).toBeVisible();
    await expect(page.getByText('We respond within 15 minutes.')).toBeVisible();
    await expect(page.locator('address').first()).toContainText(/\d{4}/);
  });

  test("the footer's newsletter box sends a welcome email", async ({ page }) => {
    await gotoPublic(page, site('school'));
    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    // Pressed again if the first press showed nothing: once (a fresh clone's run, 2026-11-27) a
    // press on the footer just hydrated was lost, and the cause is not found yet (the deferred
    // footer holds a press made before its code comes: deferred.test.tsx).
    await expect(async () => {
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await expect(newsletter.getByText('Email is required')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await newsletter.getByLabel('Get our news by email').fill('not-an-email');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('E-mail must be valid')).toBeVisible();
    const address = `reader.${Date.now()}@example.co.za`;
    await newsletter.getByLabel('Get our news by email').fill(address);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
    const outbox = readFileSync(
      join(process.env.E2E_DATA_DIR ?? '', 'outbox', 'email.jsonl'),
      'utf8',
    );
    expect(outbox).toContain(address);
  });
});
