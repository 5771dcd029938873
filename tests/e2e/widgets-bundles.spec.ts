/**
 * Widgets bundles (`/widgets-bundles`): a tenant admin sees the system bundles tagged
 * and cannot delete them; imports a bundle file in ThingsBoard 3.3.1's export format (our fixture
 * tests/fixtures/widget_bundles/greenhouse_widgets.json; with IOT_TB_COMPAT_DIR also ThingsBoard's own cards bundle),
 * lists its widget types, exports it back with the same types; adds a bundle (title required) and deletes it. Light and
 * dark screenshots, axe clean.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { COMPAT_SKIP, compatDir, readCorpus } from '../fixtures/corpus.mjs';
import { confirmYes, openAs, row, search, seriousViolations, unique } from './entities-support';
import { setTheme } from './shell-support';
import { screenshot } from './support/screenshot';

interface BundleFile {
  widgetsBundle: { alias: string; title: string };
  widgetTypes: { alias: string; name: string; descriptor: Record<string, unknown> }[];
}

async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await page.mouse.move(1439, 899);
  await screenshot(page, `tests/e2e/screenshots/widgets-bundles-${name}.png`);
  expect(await seriousViolations(page), name).toEqual([]);
}

test('tenant admin: system bundles, import, widget types, export, add and delete', async ({ page }) => {
  test.setTimeout(60_000);
  await openAs(page, 'tenant', '/widgets-bundles');
  await expect(page.locator('tbody tr[data-index]').first()).toBeVisible();
  await shoot(page, 'list-light');
  // System bundles are checked in the System column and carry no delete button (exportable all the same).
  await search(page, 'Charts');
  const charts = row(page, 'Charts');
  await expect(charts.locator('[data-checked="true"]')).toHaveCount(1);
  await expect(charts.locator('[data-action="export"]')).toHaveCount(1);
  await expect(charts.locator('[data-action="delete"]')).toHaveCount(0);

  // Import: a bad file is refused, then the fixture bundle under a unique title (alias derived from it).
  const source = readCorpus('fixtures', 'widget_bundles').find((f) => f.name === 'greenhouse_widgets.json')!
    .json as BundleFile;
  const title = unique('E2E Greenhouse');
  await page.getByTestId('table-add').click();
  await page.getByTestId('add-import').click();
  const dialog = page.getByTestId('widgets-bundle-import-dialog');
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"widgetsBundle":{}}'),
  });
  await dialog.getByTestId('widgets-bundle-import-submit').click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Unable to import widgets bundle: invalid widgets bundle data structure.',
  );
  const file2 = { ...source, widgetsBundle: { ...source.widgetsBundle, alias: '', title } };
  await file.setInputFiles({
    name: 'greenhouse_widgets.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file2)),
  });
  await dialog.getByTestId('widgets-bundle-import-submit').click();
  await expect(dialog).toBeHidden();
  await search(page, title);
  const imported = row(page, title);
  await expect(imported).toHaveCount(1);
  await expect(imported.locator('[data-checked="false"]')).toHaveCount(1);

  // Details: the widget types tab lists the file's types.
  await imported.click();
  const drawer = page.getByTestId('details-drawer');
  await expect(page.getByTestId('details-title')).toHaveText(title);
  await drawer.getByRole('tab', { name: 'Widget types' }).click();
  await expect(drawer.getByTestId('widget-type-row')).toHaveCount(source.widgetTypes.length);
  await expect(drawer.getByText(source.widgetTypes[0]!.name, { exact: true })).toBeVisible();
  await shoot(page, 'types-light');
  await setTheme(page, 'dark');
  await shoot(page, 'types-dark');
  await drawer.getByTestId('details-close').click();

  // Export: same widget type aliases, names and descriptors.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    imported.locator('[data-action="export"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title}.json`);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as BundleFile;
  expect(exported.widgetsBundle.title).toBe(title);
  const pick = (f: BundleFile) =>
    f.widgetTypes
      .map((w) => ({ alias: w.alias, name: w.name, descriptor: w.descriptor }))
      .sort((a, b) => a.alias.localeCompare(b.alias));
  expect(pick(exported)).toEqual(pick(source));

  // Add: title required, then save; delete it and the imported one.
  const added = unique('E2E Bundle');
  await page.getByTestId('table-add').click();
  await page.getByTestId('add-add').click();
  const add = page.getByTestId('entity-add-dialog');
  await add.getByTestId('entity-add-submit').click();
  await expect(add.getByText('Title is required.')).toBeVisible();
  await add.getByTestId('field-title').fill(added);
  await add.getByTestId('field-description').fill('Made by the e2e test');
  await shoot(page, 'add-dark');
  await add.getByTestId('entity-add-submit').click();
  await expect(add).toBeHidden();
  await search(page, 'E2E ');
  await setTheme(page, 'light');
  await expect(row(page, added)).toHaveCount(1);
  for (const t of [added, title]) {
    await row(page, t).locator('[data-action="delete"]').click();
    await confirmYes(page);
    await expect(row(page, t)).toHaveCount(0);
  }
});

test("ThingsBoard's cards bundle imports and exports back with the same widget types (IOT_TB_COMPAT_DIR)", async ({
  page,
}) => {
  test.skip(!compatDir(), COMPAT_SKIP);
  const source = readCorpus('compat', 'widget_bundles').find((f) => f.name === 'cards.json')!.json as BundleFile;
  const title = unique('E2E Cards');
  await openAs(page, 'tenant', '/widgets-bundles');
  await page.getByTestId('table-add').click();
  await page.getByTestId('add-import').click();
  const dialog = page.getByTestId('widgets-bundle-import-dialog');
  const file = { ...source, widgetsBundle: { ...source.widgetsBundle, alias: '', title } };
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cards.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await dialog.getByTestId('widgets-bundle-import-submit').click();
  await expect(dialog).toBeHidden();
  await search(page, title);
  const imported = row(page, title);
  await imported.click();
  const drawer = page.getByTestId('details-drawer');
  await drawer.getByRole('tab', { name: 'Widget types' }).click();
  await expect(drawer.getByTestId('widget-type-row')).toHaveCount(source.widgetTypes.length);
  await drawer.getByTestId('details-close').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    imported.locator('[data-action="export"]').click(),
  ]);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as BundleFile;
  const pick = (f: BundleFile) =>
    f.widgetTypes
      .map((w) => ({ alias: w.alias, name: w.name, descriptor: w.descriptor }))
      .sort((a, b) => a.alias.localeCompare(b.alias));
  expect(pick(exported)).toEqual(pick(source));
  await imported.locator('[data-action="delete"]').click();
  await confirmYes(page);
  await expect(row(page, title)).toHaveCount(0);
});
