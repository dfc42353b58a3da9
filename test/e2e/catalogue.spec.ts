import { expect, test, type Locator, type Page } from '@playwright/test';
import { REORDER_LEVEL_INVALID } from '../../shared/src/catalogue/low-stock';
import { MESSAGES } from '../../shared/src/messages';
import { signIn, site } from './support';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Picks an option of a Combobox (its list opens in a popover outside the dialog). */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('combobox', { name: /search/i }).fill(option);
  await page.getByRole('option', { name: option }).first().click();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
}

test.describe('Manage Products', () => {
  test('an admin adds a supplier (twice: Supplier Exist), a product with its stock, a receiving and a service', async ({
    page,
  }) => {
    const id = stamp();
    const supplier = `Harbour Paper ${id}`;
    const product = `A4 Bond Paper ${id}`;
    const service = `Printer Setup ${id}`;
    await signIn(page, 'shop', 'admin@shop.localhost');
    await page
      .getByRole('link', { name: /Manage Products/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();

    // Supplier: the spec's alert, then created, then the same name again.
    await openTab(page, 'Suppliers');
    await page.getByRole('button', { name: 'New supplier' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Supplier' });
    await dialog.getByRole('button', { name: 'Save supplier' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.supplierRequired);
    await dialog.getByLabel('Name').fill(supplier);
    await dialog.getByLabel('Contact person').fill('Thabo Nkosi');
    await dialog.getByLabel('Phone').fill('031 555 0199');
    await dialog.getByRole('button', { name: 'Save supplier' }).click();
    await expect(toast(page, MESSAGES.supplierCreated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search suppliers' }).fill(id);
    await expect(page.getByRole('row').filter({ hasText: supplier })).toContainText('Thabo Nkosi');

    await page.getByRole('button', { name: 'New supplier' }).click();
    dialog = page.getByRole('dialog', { name: 'New Supplier' });
    await dialog.getByLabel('Name').fill(supplier);
    await dialog.getByLabel('Contact person').fill('Someone Else');
    await dialog.getByLabel('Phone').fill('031 555 0100');
    await dialog.getByRole('button', { name: 'Save supplier' }).click();
    await expect(toast(page, MESSAGES.supplierExists)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Product with its first receiving: money typed with commas, stock on hand shown.
    await openTab(page, 'Products');
    await page.getByRole('button', { name: 'New product' }).click();
    dialog = page.getByRole('dialog', { name: 'New Product' });
    await dialog.getByRole('button', { name: 'Save and receive stock' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.productRequired);
    await dialog.getByLabel('Name').fill(product);
    await dialog.getByLabel('Code').fill(`BP-${id}`);
    await dialog.getByLabel('Cost (R)').fill('1,250.50');
    await dialog.getByLabel('Price (R)').fill('1,999.99');
    await pick(page, dialog, 'Category', 'Stationery');
    await pick(page, dialog, 'Supplier', supplier);
    await dialog.getByLabel('Quantity').fill('12');
    // The optional reorder level (issue 28): whole units, the schema's message otherwise.
    await dialog.getByLabel('Reorder level').fill('2.5');
    await dialog.getByRole('button', { name: 'Save and receive stock' }).click();
    await expect(dialog.getByText(REORDER_LEVEL_INVALID)).toBeVisible();
    await dialog.getByLabel('Reorder level').fill('14');
    await dialog.getByRole('button', { name: 'Save and receive stock' }).click();
    await expect(toast(page, MESSAGES.productCreated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(id);
    const row = page.getByRole('row').filter({ hasText: product });
    await expect(row).toContainText('R 1,999.99');
    // 12 on hand, at or below its level of 14: running low (until the receiving of 3 below).
    await expect(row.getByRole('cell').nth(4)).toHaveText('Low12');
    await expect(row.getByRole('cell').nth(5)).toHaveText('14');
    await expect(row).toContainText('R 15,006.00');

    // The same name again: the dialog's title becomes 'Item Exist'.
    await page.getByRole('button', { name: 'New product' }).click();
    dialog = page.getByRole('dialog', { name: 'New Product' });
    await dialog.getByLabel('Name').fill(product);
    await dialog.getByLabel('Price (R)').fill('10');
    await pick(page, dialog, 'Category', 'Stationery');
    await pick(page, dialog, 'Supplier', supplier);
    await dialog.getByLabel('Quantity').fill('1');
    await dialog.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('dialog', { name: MESSAGES.itemExists })).toBeVisible();
    await page.keyboard.press('Escape');

    // In stock only still lists it.
    await page.getByRole('switch', { name: 'In stock only' }).click();
    await expect(page.getByRole('table', { name: 'Products in stock' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(id);
    await expect(page.getByRole('row').filter({ hasText: product })).toBeVisible();

    // A receiving of 3 more: in the ledger, and the stock goes up.
    await openTab(page, 'Receivings');
    await page.getByRole('searchbox', { name: 'Search receivings' }).fill(id);
    await expect(page.getByRole('row').filter({ hasText: product })).toContainText('12');
    const receive = page.getByRole('form', { name: 'Receive stock' });
    await pick(page, receive, 'Product', product);
    await expect(receive.getByLabel('Unit cost (R)')).toHaveValue('1,250.50');
    await receive.getByLabel('Quantity received').fill('3');
    await receive.getByRole('button', { name: 'Record receiving' }).click();
    await expect(toast(page, MESSAGES.formSubmitted)).toBeVisible();
    await expect(page.getByText(`${product}: 15 in stock`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: product })).toHaveCount(2);
    await openTab(page, 'Products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(id);
    // Above its level now: no Low badge.
    await expect(row.getByRole('cell').nth(4)).toHaveText('15');

    // A service, then the same name again.
    await openTab(page, 'Services');
    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: 'New service' }).click();
      dialog = page.getByRole('dialog', { name: 'New Service' });
      await dialog.getByLabel('Name').fill(service);
      await dialog.getByLabel('Price (R)').fill('450');
      await pick(page, dialog, 'Category', 'Workshop Services');
      await dialog.getByRole('button', { name: 'Save service' }).click();
      if (attempt === 1) {
        await expect(toast(page, MESSAGES.formSubmitted)).toBeVisible();
        await expect(dialog).toBeHidden();
      } else {
        await expect(toast(page, MESSAGES.serviceExists)).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
    }
    await page.getByRole('searchbox', { name: 'Search services' }).fill(id);
    await expect(page.getByRole('row').filter({ hasText: service })).toContainText('R 450.00');
  });

  test('staff see the lists but no create buttons', async ({ page }) => {
    await signIn(page, 'shop', 'staff@shop.localhost', { at: '/manage-products?tab=suppliers' });
    await expect(page.getByRole('row').filter({ hasText: 'Umgeni Paper Merchants' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New supplier' })).toHaveCount(0);
    await openTab(page, 'Receivings');
    await expect(page.getByRole('form', { name: 'Receive stock' })).toHaveCount(0);
  });

  test('a staff ID number is used once: the second gets the spec’s message', async ({ page }) => {
    const idNumber = `9${Date.now().toString().slice(-12)}`;
    await signIn(page, 'agency', 'admin@agency.localhost', { at: '/manage-products' });
    // The agency calls its staff Talent.
    await openTab(page, 'Talent');
    await page.getByRole('button', { name: 'New talent' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Talent' });
    await dialog.getByRole('button', { name: 'Save talent' }).click();
    // Two spaces, as the spec writes it.
    expect(await dialog.getByRole('alert').textContent()).toBe(MESSAGES.staffRequired);
    for (const attempt of [1, 2]) {
      if (attempt === 2) {
        await page.getByRole('button', { name: 'New talent' }).click();
        dialog = page.getByRole('dialog', { name: 'New Talent' });
      }
      await dialog.getByLabel('Names').fill(`Zanele Mbatha ${attempt}`);
      await dialog.getByLabel('ID number').fill(idNumber);
      await dialog.getByLabel('Phone').fill('082 555 0147');
      await dialog.getByRole('button', { name: 'Save talent' }).click();
      if (attempt === 1) {
        await expect(toast(page, MESSAGES.formSubmitted)).toBeVisible();
        await expect(dialog).toBeHidden();
      }
    }
    await expect(toast(page, MESSAGES.staffExists)).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('searchbox', { name: 'Search talent' }).fill(idNumber);
    await expect(page.getByRole('row').filter({ hasText: idNumber })).toHaveCount(1);
  });
});

test.describe('Manage Clients', () => {
  test('an admin adds a client with the round button, sees the profile, edits a field and keeps a note', async ({
    page,
  }) => {
    const id = stamp();
    const name = `Nomsa Khumalo ${id}`;
    const idNumber = `8${Date.now().toString().slice(-12)}`;
    await signIn(page, 'shop', 'admin@shop.localhost');
    await page.getByRole('link', { name: /Manage Clients/ }).click();
    await expect(page.getByRole('heading', { name: 'Manage Clients' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    await dialog.getByRole('button', { name: 'Save client' }).click();
    await expect(dialog.getByText(MESSAGES.thisFieldIsRequiredLower)).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('ID number').fill(idNumber);
    await dialog.getByLabel('Institution').fill('Khumalo Traders');
    await dialog.getByLabel('City').fill('Durban');
    await dialog.getByRole('button', { name: 'Save client' }).click();
    await expect(toast(page, MESSAGES.clientCreated)).toBeVisible();

    // The new client is selected: the picker reads name | id_number | institution.
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveText(
      `${name} | ${idNumber} | Khumalo Traders`,
    );
    await expect(page).toHaveURL(/\/manage-clients\?sid=/);
    const card = page.getByLabel('Profile card');
    await expect(card.getByRole('heading', { name })).toBeVisible();
    const account = page.getByRole('tabpanel', { name: 'Account' });
    await expect(account.getByRole('term')).toHaveText([
      'Opening',
      'Quotes',
      'Invoices',
      'Paid',
      'Outstanding',
    ]);
    await expect(account.getByRole('definition')).toHaveText(Array(5).fill('R 0.00'));

    // Profile: a card per field; an admin changes one by leaving it.
    await openTab(page, 'Profile');
    const fields = page.getByRole('list', { name: 'Profile fields' });
    await expect(fields.getByLabel('POSTAL')).toBeVisible();
    await expect(fields.getByLabel('CREATED')).toHaveCount(0);
    await fields.getByLabel('CITY').fill('Pinetown');
    await fields.getByLabel('CITY').blur();
    await expect(toast(page, MESSAGES.clientFieldUpdated)).toBeVisible();
    await expect(card).toContainText('Pinetown');

    // Notes: the speed dial adds one (both parts needed) and deletes it after confirming.
    await page.getByRole('button', { name: 'Notes', exact: true }).click();
    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.getByRole('dialog', { name: 'Add note' });
    await note.getByRole('textbox', { name: 'Title' }).fill('Called');
    await note.getByRole('button', { name: 'Save note' }).click();
    await expect(note.getByRole('alert')).toHaveText(MESSAGES.noteRequired);
    await note.getByRole('textbox', { name: 'Note' }).fill('Wants a quote for 20 reams.');
    await note.getByRole('button', { name: 'Save note' }).click();
    await expect(note).toBeHidden();
    await page.getByRole('button', { name: 'Notes', exact: true }).click();
    await page.getByRole('button', { name: 'Notes (1)' }).click();
    const notes = page.getByRole('dialog', { name: 'Notes' });
    await expect(notes.getByRole('listitem')).toContainText('Wants a quote for 20 reams.');
    await notes.getByRole('button', { name: 'Delete note Called' }).click();
    await page
      .getByRole('alertdialog', { name: MESSAGES.confirmDeleteItem })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(notes.getByText('No notes yet.')).toBeVisible();

    // A client that is not there.
    await page.goto(site('shop', '/manage-clients?sid=no-such-client'));
    await expect(page.getByRole('main').getByText(MESSAGES.noDataFound)).toBeVisible();
  });
});
