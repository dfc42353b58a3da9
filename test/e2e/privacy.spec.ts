import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { PASSWORD, signIn, nextDownload } from './support';

/** Node does not resolve *.localhost: the runtime is reached by address, the site by Host. */
const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;
const HOST = { host: 'legal.localhost' };

test.describe('privacy requests', () => {
  for (const width of [1280, 390])
    test(`a manager exports a person as JSON and PDF, then erases them after confirming (${width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const stamp = `${Date.now().toString(36)}${width}`;
      const name = `Palesa Nkosi ${stamp}`;
      const email = `palesa.${stamp}@example.co.za`;
      const login = await request.post(api('/auth/login'), {
        headers: HOST,
        data: { email: 'manager@legal.localhost', password: PASSWORD },
      });
      const { token } = (await login.json()) as { token: string };
      const saved = await request.post(api('/auth/save-client'), {
        headers: { ...HOST, authorization: `Bearer ${token}` },
        data: { name, email, phone: '082 555 0177', address: '4 Protea Road, Soweto' },
      });
      expect(saved.ok(), await saved.text()).toBe(true);

      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'legal', 'manager@legal.localhost');
      if (width < 768) await page.getByRole('button', { name: /menu/i }).first().click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Privacy Requests' })
        .click();
      await expect(page.getByRole('heading', { name: 'Privacy Requests' })).toBeVisible();

      // Find the person (the picker's filter; "Load more" until they are among the loaded).
      await page.getByRole('combobox', { name: 'Person' }).click();
      const search = page.getByRole('combobox', { name: 'Name, ID number or email' });
      await search.fill(stamp);
      const option = page.getByRole('option', { name: new RegExp(name) });
      for (let i = 0; i < 20 && !(await option.isVisible()); i += 1) {
        const more = page.getByRole('button', { name: /load more/i });
        if (!(await more.isVisible())) break;
        await more.click();
        await expect(more.or(option)).toBeVisible();
      }
      await option.click();
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`privacy-${width}.png`), fullPage: true });

      // Export JSON: the download parses and holds the person.
      const json = nextDownload(page);
      await page.getByRole('button', { name: 'Export JSON' }).click();
      const jsonFile = testInfo.outputPath('export.json');
      await (await json).saveAs(jsonFile);
      const data = JSON.parse(readFileSync(jsonFile, 'utf8')) as {
        person: { name: string };
        recipients: Array<{ name: string }>;
      };
      expect(data.person.name).toBe(name);

      // Export PDF: the download reads with the person's details.
      const pdf = nextDownload(page);
      await page.getByRole('button', { name: 'Export PDF' }).click();
      const pdfFile = testInfo.outputPath('export.pdf');
      await (await pdf).saveAs(pdfFile);
      const text = (await pdfText(pdfFile)).replace(/\s+/g, ' ');
      expect(text).toContain(`Personal information held about ${name}`);
      expect(text).toContain(email);

      // Erase: the kit's confirmation names what is erased and kept; cancelling erases nothing.
      await page.getByRole('button', { name: 'Erase…' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Tax Administration Act');
      await page.screenshot({
        path: testInfo.outputPath(`privacy-confirm-${width}.png`),
        fullPage: true,
      });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Erase…' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Erased: the person is now' });
      await expect(status).toContainText(/Erased person [0-9A-Z]{4}/);
      await expect(status).toContainText('Kept by law');
      await page.screenshot({
        path: testInfo.outputPath(`privacy-erased-${width}.png`),
        fullPage: true,
      });
    });
});

test.describe('privacy requests for a member of staff', () => {
  for (const width of [1280, 390])
    test(`a manager finds a member of staff, exports them with the correction links, and erases them (${width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const stamp = `${Date.now().toString(36)}${width}`;
      const name = `Sizwe Ndlovu ${stamp}`;
      const email = `sizwe.${stamp}@example.co.za`;
      const login = await request.post(api('/auth/login'), {
        headers: HOST,
        data: { email: 'manager@legal.localhost', password: PASSWORD },
      });
      const { token } = (await login.json()) as { token: string };
      const saved = await request.post(api('/auth/create-staff'), {
        headers: { ...HOST, authorization: `Bearer ${token}` },
        data: { name, idNumber: `E2E${stamp}`, phone: '082 555 0188', email },
      });
      expect(saved.ok(), await saved.text()).toBe(true);

      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'legal', 'manager@legal.localhost', { at: '/privacy-requests' });
      await expect(page.getByRole('heading', { name: 'Privacy Requests' })).toBeVisible();

      // The kind of person is a tab (keyboard: arrows move between them).
      await page.getByRole('tab', { name: 'Clients' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByRole('combobox', { name: 'Person' }).click();
      await page.getByRole('combobox', { name: 'Name, ID number or email' }).fill(stamp);
      const option = page.getByRole('option', { name: new RegExp(name) });
      for (let i = 0; i < 20 && !(await option.isVisible()); i += 1) {
        const more = page.getByRole('button', { name: /load more/i });
        if (!(await more.isVisible())) break;
        await more.click();
        await expect(more.or(option)).toBeVisible();
      }
      await option.click();
      await expect(page.getByRole('heading', { name })).toBeVisible();
      const corrections = page.getByRole('navigation', { name: 'Where to correct the records' });
      await expect(
        corrections.getByRole('link', { name: 'the Staff table (Data tables)' }),
      ).toHaveAttribute('href', '/table-crud?table=staff');
      await expect(corrections.getByRole('link', { name: /Manage Employees/ })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`privacy-staff-${width}.png`),
        fullPage: true,
      });

      const json = nextDownload(page);
      await page.getByRole('button', { name: 'Export JSON' }).click();
      const jsonFile = testInfo.outputPath('staff-export.json');
      await (await json).saveAs(jsonFile);
      const data = JSON.parse(readFileSync(jsonFile, 'utf8')) as {
        person: { kind: string; name: string };
        sections: Array<{ title: string; correct?: { path: string } }>;
      };
      expect(data.person).toMatchObject({ kind: 'staff', name });
      expect(data.sections.find((s) => s.title === 'Personal details')?.correct?.path).toBe(
        '/table-crud?table=staff',
      );

      await page.getByRole('button', { name: 'Erase…' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('SARS requires');
      await dialog.getByRole('button', { name: 'Erase' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Erased: the person is now' });
      await expect(status).toContainText(/Erased person [0-9A-Z]{4}/);
      await expect(status).toContainText('id_number');
      await page.screenshot({
        path: testInfo.outputPath(`privacy-staff-erased-${width}.png`),
        fullPage: true,
      });
    });
});
