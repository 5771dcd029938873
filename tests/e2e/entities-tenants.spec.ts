/**
 * Tenants and tenant admins end to end (system administrator): create a tenant (title required),
 * edit it, add a tenant admin with an activation link, log in as that admin when token access is enabled, delete.
 */
import { expect, test } from '@playwright/test';
import { confirmYes, go, openAs, row, search, unique } from './entities-support';
import { signInThroughForm } from './shell-support';

test('system admin: tenant create/edit/delete and its admins (activation link, login as)', async ({ page }) => {
  // A whole page's round trips in one flow (15–30 s on an idle box): the default 30 s is too tight under load.
  test.setTimeout(90_000);
  const title = unique('E2E Tenant');
  await openAs(page, 'sysadmin', '/tenants');
  await page.getByTestId('table-add').click();
  const dialog = page.getByTestId('entity-add-dialog');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await dialog.getByTestId('field-title').fill(title);
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog).toBeHidden();
  await search(page, title);
  await expect(row(page, title)).toContainText('Default');

  await row(page, title).click();
  const drawer = page.getByTestId('details-drawer');
  await drawer.getByTestId('details-edit').click();
  await drawer.getByTestId('field-description').fill('e2e tenant');
  await drawer.getByTestId('details-save').click();
  await expect(drawer).toHaveAttribute('data-editing', 'false');
  await expect(drawer.getByTestId('field-description')).toHaveValue('e2e tenant');
  await drawer.getByTestId('details-close').click();

  await row(page, title).getByRole('button', { name: 'Manage tenant admins' }).click();
  await expect(page.getByTestId('page-heading')).toHaveText('Tenant admins');
  const email = `admin.${Date.now()}@example.com`;
  await page.getByTestId('table-add').click();
  await dialog.getByTestId('field-email').fill(email);
  await dialog.getByTestId('entity-add-submit').click();
  await expect(page.getByTestId('activation-link')).toBeVisible();
  await page.getByTestId('activation-link-dialog').getByRole('button', { name: 'OK' }).click();
  await expect(row(page, email)).toHaveCount(1);

  // Login as the new tenant admin (token access is on in the demo server), then back.
  await row(page, email).getByRole('button', { name: 'Login as tenant admin' }).click();
  await expect(page.getByTestId('user-menu-button')).toContainText(email);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  // The sign-out must finish (tokens dropped, login screen shown) before the next navigation.
  await expect(page.getByTestId('login-submit')).toBeVisible({ timeout: 15_000 });
  await signInThroughForm(page, 'sysadmin');
  await go(page, '/tenants');
  await search(page, title);
  await row(page, title).getByRole('button', { name: 'Delete' }).click();
  await confirmYes(page);
  await expect(row(page, title)).toHaveCount(0);
});
