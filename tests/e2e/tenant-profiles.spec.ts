/**
 * Tenant profiles end to end (system administrator): the default profile is marked and cannot
 * be deleted; a new profile needs a name and valid limits; export writes ThingsBoard's JSON, import reads it back;
 * make default moves the mark. Screenshots light and dark, axe-core clean.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { confirmYes, openAs, row, search, seriousViolations, unique } from './entities-support';
import { setTheme } from './shell-support';
import { screenshot } from './support/screenshot';

async function shot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await page.mouse.move(1439, 899);
  await screenshot(page, `tests/e2e/screenshots/tenant-profiles-${name}.png`);
  expect(await seriousViolations(page), name).toEqual([]);
}

test('system admin: tenant profile add with validation, export, import, make default, delete', async ({ page }) => {
  test.setTimeout(90_000);
  const name = unique('E2E Profile');
  await openAs(page, 'sysadmin', '/tenantProfiles');
  await expect(row(page, 'Default').locator('[data-checked="true"]')).toHaveCount(1);
  await expect(row(page, 'Default').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await shot(page, 'list-light');

  await page.getByTestId('table-add').click();
  await page.getByRole('menuitem', { name: 'Add tenant profile' }).click();
  const dialog = page.getByTestId('entity-add-dialog');
  await dialog.getByTestId('tp-transportDeviceMsgRateLimit').fill('10:1,abc');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expect(dialog.getByText('Use pairs such as 100:1,2000:60.')).toBeVisible();
  await dialog.getByTestId('tp-name').fill(name);
  await dialog.getByTestId('tp-transportDeviceMsgRateLimit').fill('10:1, 300:60');
  await dialog.getByTestId('tp-maxDevices').fill('100');
  await shot(page, 'add-light');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog).toBeHidden();
  await search(page, name);
  await row(page, name).click();
  const drawer = page.getByTestId('details-drawer');
  await expect(drawer.getByTestId('tp-maxDevices')).toHaveValue('100');
  await expect(drawer.getByTestId('tp-transportDeviceMsgRateLimit')).toHaveValue('10:1,300:60');
  await setTheme(page, 'dark');
  await shot(page, 'details-dark');
  await setTheme(page, 'light');
  await drawer.getByTestId('details-close').click();

  // Export, delete, import the file back: the same limits return.
  const download = page.waitForEvent('download');
  await row(page, name).getByRole('button', { name: 'Export tenant profile' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as {
    name: string;
    id?: unknown;
    default: boolean;
    profileData: { configuration: Record<string, unknown> };
  };
  expect(exported).toMatchObject({
    name,
    default: false,
    profileData: { configuration: { type: 'DEFAULT', maxDevices: 100, transportDeviceMsgRateLimit: '10:1,300:60' } },
  });
  expect(exported.id).toBeUndefined();
  await row(page, name).getByRole('button', { name: 'Delete' }).click();
  await confirmYes(page);
  await expect(row(page, name)).toHaveCount(0);
  await page.getByTestId('table-add').click();
  await page.getByRole('menuitem', { name: 'Import tenant profile' }).click();
  const importDialog = page.getByTestId('tenant-profile-import');
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"nope":1}') });
  await importDialog.getByTestId('tenant-profile-import-submit').click();
  await expect(importDialog.getByRole('alert')).toHaveText('This file is not a tenant profile export.');
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: readFileSync(file) });
  await importDialog.getByTestId('tenant-profile-import-submit').click();
  await expect(importDialog).toBeHidden();
  await expect(row(page, name)).toHaveCount(1);

  // Make it the default, then give the mark back (other specs create tenants with the default profile).
  for (const target of [name, 'Default']) {
    await search(page, target === 'Default' ? '' : name);
    await row(page, target).getByRole('button', { name: 'Make tenant profile default' }).click();
    await confirmYes(page);
    await expect(row(page, target).locator('[data-checked="true"]')).toHaveCount(1);
  }
  await search(page, name);
  await row(page, name).getByRole('button', { name: 'Delete' }).click();
  await confirmYes(page);
  await expect(row(page, name)).toHaveCount(0);
});
