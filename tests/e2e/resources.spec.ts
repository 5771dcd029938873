/**
 * Resources library end to end: the system administrator sees the seeded LwM2M models; a tenant
 * administrator sees them checked "System" without delete, uploads a JKS file, downloads the same bytes, deletes it.
 * Screenshots in light and dark, axe-core clean.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { setTheme, signIn } from './shell-support';
import { seriousViolations, shot, unique } from './rest-support';
import { screenshot } from './support/screenshot';

async function openResources(page: Page): Promise<void> {
  const link = page.getByTestId('sidenav-menu').locator('a[data-path="/settings/resources-library"]');
  if (!(await link.isVisible())) await page.getByTestId('sidenav-menu').locator('[data-group="/settings"]').click();
  await link.click();
  await expect(page.getByTestId('resources-page')).toBeVisible();
}

/** The resources table's rows. */
const resourceRows = (page: Page) => page.getByTestId('resources-page').locator('tbody tr[data-id]');

test.describe.configure({ mode: 'serial' });

test('system administrator: the seeded LwM2M models are listed, light and dark, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'sysadmin');
  await openResources(page);
  const rows = resourceRows(page);
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'LwM2M model' }).first()).toBeVisible();
  // A system administrator's resources are all system ones: no "System" column, every row deletable.
  await expect(page.getByTestId('resources-page').getByText('System', { exact: true })).toHaveCount(0);
  await expect(rows.first().locator('[data-action="delete"]')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await screenshot(page, shot(`resources-sysadmin-${theme}`), { fullPage: true });
    expect(await seriousViolations(page), `resources ${theme}`).toEqual([]);
  }
});

test('tenant administrator: system models read-only; a JKS upload downloads byte for byte and is deleted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'tenant');
  await openResources(page);
  const systemRow = resourceRows(page).filter({ hasText: 'LwM2M model' }).first();
  await expect(systemRow.locator('[data-checked="true"]')).toBeVisible();
  await expect(systemRow.locator('[data-action="delete"]')).toHaveCount(0);

  const title = unique('E2E key store');
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37 + 11) % 256));
  await page.getByTestId('resources-page').getByTestId('table-add').click();
  await page.getByTestId('resource-type').getByRole('combobox').click();
  await page.getByRole('option', { name: 'JKS' }).click();
  await page.getByTestId('resource-title').fill(title);
  await page
    .getByTestId('resource-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'e2e.jks', mimeType: 'application/octet-stream', buffer: bytes });
  await screenshot(page, shot('resources-upload-dialog'));
  expect(await seriousViolations(page), 'upload dialog').toEqual([]);
  await page.getByTestId('resource-upload').click();
  await expect(page.getByTestId('resource-dialog')).toHaveCount(0);

  const row = resourceRows(page).filter({ hasText: title });
  await expect(row).toContainText('e2e.jks');
  await screenshot(page, shot('resources-tenant-light'), { fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.locator('[data-action="download"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe('e2e.jks');
  expect(Buffer.compare(await readFile(await download.path()), bytes)).toBe(0);

  await row.locator('[data-action="delete"]').click();
  await expect(page.getByRole('alertdialog')).toContainText(`Delete the resource '${title}'?`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0);
});
