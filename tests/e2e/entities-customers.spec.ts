/**
 * Customers and their users end to end: contact validation
 * (contact.postal-code-invalid), a customer's users (user.invalid-email-format, activation link, disable/enable),
 * a customer's devices (assign new ones, unassign the selection) and dashboards, delete.
 */
import { expect, test } from '@playwright/test';
import { confirmYes, go, openAs, pick, row, search, unique } from './entities-support';

test('tenant admin: customer with contact validation, its users, devices and dashboards', async ({ page }) => {
  // A whole page's round trips in one flow (15–30 s on an idle box): the default 30 s is too tight under load.
  test.setTimeout(90_000);
  const title = unique('E2E Customer');
  await openAs(page, 'tenant', '/customers');
  await page.getByTestId('table-add').click();
  const dialog = page.getByTestId('entity-add-dialog');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await dialog.getByTestId('field-title').fill(title);
  await dialog.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('ABCDE');
  await dialog.getByRole('textbox', { name: 'City' }).click();
  await expect(dialog.getByText("This postal code does not match the country's format.").first()).toBeVisible();
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('94105');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog).toBeHidden();
  await search(page, title);
  await expect(row(page, title)).toHaveCount(1);
  const customerId = await row(page, title).getAttribute('data-id');

  // Users: bad email, then a new user with the activation link; disable and enable the account.
  await row(page, title).getByRole('button', { name: 'Manage customer users' }).click();
  await expect(page.getByTestId('page-heading')).toHaveText('Customer users');
  await page.getByTestId('table-add').click();
  await dialog.getByTestId('field-email').fill('not-an-email');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Invalid email format.')).toBeVisible();
  const email = `e2e.${Date.now()}@example.com`;
  await dialog.getByTestId('field-email').fill(email);
  await dialog.getByTestId('field-firstName').fill('Eve');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(page.getByTestId('activation-link')).toContainText('/api/noauth/activate?activateToken=');
  await page.getByTestId('activation-link-dialog').getByRole('button', { name: 'OK' }).click();
  await row(page, email).click();
  const drawer = page.getByTestId('details-drawer');
  await drawer.locator('[data-detail-action="enable"]').click();
  await expect(drawer.locator('[data-detail-action="disable"]')).toBeVisible();
  await drawer.locator('[data-detail-action="disable"]').click();
  await expect(drawer.locator('[data-detail-action="enable"]')).toBeVisible();
  await drawer.getByTestId('details-close').click();

  // Devices: assign two, then unassign both through the selection.
  await go(page, `/customers/${customerId}/devices`);
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await page.getByTestId('table-add').click();
  const add = page.getByTestId('add-entities-dialog');
  for (const n of ['Sensor 10', 'Sensor 11']) await pick(page, 'add-entities-select', n);
  await add.getByTestId('add-entities-submit').click();
  await expect(page.locator('tbody tr[data-index]')).toHaveCount(2);
  await page.getByTestId('select-all').check();
  await page.getByTestId('selection-bar').getByRole('button', { name: 'Unassign from customer' }).click();
  await confirmYes(page);
  await expect(page.getByTestId('table-empty')).toBeVisible();

  // Dashboards page of the customer (none yet), then delete the customer.
  await go(page, `/customers/${customerId}/dashboards`);
  await expect(page.getByTestId('table-empty')).toContainText('No dashboards found');
  await go(page, '/customers');
  await search(page, title);
  await row(page, title).getByRole('button', { name: 'Delete' }).click();
  await confirmYes(page);
  await expect(row(page, title)).toHaveCount(0);
});
