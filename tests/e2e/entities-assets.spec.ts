/**
 * Assets end to end: the type is required (asset.asset-type-required), the type filter, bulk delete, CSV import with
 * update-existing (create, else find by name and update), and a customer user's own assets only.
 */
import { expect, test } from '@playwright/test';
import { confirmYes, openAs, pick, row, search, unique } from './entities-support';

test('tenant admin: asset type required, type filter, CSV import with update, bulk delete', async ({ page }) => {
  // A whole page's round trips in one flow (15–30 s on an idle box): the default 30 s is too tight under load.
  test.setTimeout(90_000);
  const type = `e2e-site-${Date.now().toString(36)}`;
  const name = unique('E2E Asset');
  await openAs(page, 'tenant', '/assets');
  await page.getByTestId('table-add').click();
  await page.getByRole('menuitem', { name: 'Add new asset' }).click();
  const dialog = page.getByTestId('entity-add-dialog');
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Enter an asset type.')).toBeVisible();
  await dialog.getByTestId('field-type').locator('input').fill(type);
  await dialog.getByTestId('field-description').fill('created by e2e');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog).toBeHidden();

  // CSV import: two new assets of the same type, then the same file again updates them.
  const csv = `name,type,label,description\n${name} B,${type},L1,first\n${name} C,${type},L2,second\n`;
  for (const expected of ['created 2, updated 0, errors 0', 'created 0, updated 2, errors 0']) {
    await page.getByTestId('table-add').click();
    await page.getByRole('menuitem', { name: 'Import assets' }).click();
    const wizard = page.getByTestId('import-dialog');
    await wizard
      .locator('input[type="file"]')
      .setInputFiles({ name: 'assets.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await wizard.getByTestId('import-next').click();
    await expect(wizard.getByTestId('import-options')).toContainText('Rows to import: 2');
    await wizard.getByTestId('import-next').click();
    await expect(wizard.getByTestId('column-type-0')).toContainText('Name');
    await expect(wizard.getByTestId('column-type-3')).toContainText('Description');
    await wizard.getByTestId('import-next').click();
    await expect(wizard.getByTestId('import-summary')).toContainText(`Processed 2 of 2: ${expected}.`);
    await wizard.getByTestId('import-done').click();
  }

  // Type filter: only the three assets of the new type.
  await pick(page, 'filter-asset-type', type);
  await expect(page.locator('tbody tr[data-index]')).toHaveCount(3);
  await expect(row(page, `${name} C`)).toContainText('L2');

  // Select all three and delete them at once.
  await page.getByTestId('select-all').check();
  await expect(page.getByTestId('selection-bar')).toContainText('Selected assets: 3');
  await page.getByTestId('selection-bar').getByRole('button', { name: 'Delete' }).click();
  await confirmYes(page);
  await expect(page.getByTestId('table-empty')).toBeVisible();
});

test('customer user sees only its customer assets, read-only', async ({ page }) => {
  await openAs(page, 'customer', '/assets');
  await expect(row(page, 'Building Alpha')).toHaveCount(1);
  await expect(row(page, 'Warehouse Beta')).toHaveCount(0);
  await search(page, 'Floor');
  await expect(page.locator('tbody tr[data-index]')).toHaveCount(2);
  await row(page, 'Floor 1').click();
  await expect(page.getByTestId('details-title')).toHaveText('Floor 1');
  await expect(page.getByTestId('details-edit')).toHaveCount(0);
  await expect(page.getByTestId('table-add')).toHaveCount(0);
});
