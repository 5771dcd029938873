/**
 * The dashboards list page against the real server: a tenant admin imports the greenhouse dashboard
 * (tests/fixtures/dashboards, ThingsBoard 3.3.1's export format) through the UI (and adds an empty one), lands on it,
 * exports it, assigns it to Customer B, makes it public (public link + embed snippet that work) and deletes it; a
 * customer user sees only its customer's dashboards, without tenant actions. With IOT_TB_COMPAT_DIR, ThingsBoard's own
 * dashboard exports also import through the dialog and export back unchanged.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { COMPAT_SKIP, compatDir, readCorpus } from '../fixtures/corpus.mjs';
import { signIn } from './shell-support';
import { screenshot } from './support/screenshot';

const greenhouse = () =>
  readCorpus('fixtures', 'dashboards').find((f) => f.name === 'greenhouse.json')!.json as {
    configuration: { widgets: object };
  };

/** The header's add menu (as ThingsBoard: create a new dashboard, or import one). */
async function addMenu(page: Page, entry: 'add' | 'import'): Promise<void> {
  await page.getByTestId('table-add').click();
  await page.getByTestId(`add-${entry}`).click();
}

async function importThroughUi(page: Page, title: string, raw: object = greenhouse(), widgets = 3): Promise<string> {
  await addMenu(page, 'import');
  const dialog = page.getByTestId('dashboard-import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'dashboard.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...raw, title })),
  });
  await dialog.getByTestId('dashboard-import-submit').click();
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('widget')).toHaveCount(widgets);
  await expect(page.getByTestId('widget-type-not-found')).toHaveCount(0);
  await expect(page.getByTestId('breadcrumb')).toContainText(title);
  return page.url().match(/\/dashboards\/([0-9a-f-]{36})/)![1]!;
}

const rowOf = (page: Page, title: string) => page.getByTestId('dashboard-row').filter({ hasText: title });

test('tenant admin: import, export, assign, make public with a working link, delete', async ({ page }) => {
  const title = `Greenhouse list e2e ${Date.now()}`;
  await signIn(page, 'tenant');
  await page.goto('/dashboards');
  await expect(page.getByTestId('dashboards-table')).toBeVisible();

  // Add: the title is required; a new dashboard opens empty.
  await addMenu(page, 'add');
  const add = page.getByTestId('dashboard-add-dialog');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toContainText('Title is required.');
  await add.getByRole('textbox', { name: 'Title' }).fill(`${title} (empty)`);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}/);
  await page.goto('/dashboards');
  await expect(rowOf(page, `${title} (empty)`)).toHaveCount(1);

  const id = await importThroughUi(page, title);

  await page.goto('/dashboards');
  const row = rowOf(page, title).filter({ hasNotText: '(empty)' });
  await expect(row).toHaveCount(1);
  await screenshot(page, 'tests/e2e/screenshots/e2e-dashboards-list.png');

  // Export: ThingsBoard's file shape (title + configuration, no id); the configuration is the imported one, unchanged.
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('dashboard-export').click()]);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
  expect(exported.title).toBe(title);
  expect(exported.id).toBeUndefined();
  const source = greenhouse();
  expect(Object.keys((exported.configuration as { widgets: object }).widgets).sort()).toEqual(
    Object.keys(source.configuration.widgets).sort(),
  );
  expect(exported.configuration).toEqual(source.configuration);

  // Assign to Customer B.
  await row.getByTestId('dashboard-customers').click();
  const customers = page.getByTestId('dashboard-customers-dialog');
  await customers.getByLabel('Customer B').check();
  await customers.getByRole('button', { name: 'Update' }).click();
  await expect(customers).toHaveCount(0);
  await expect(row).toContainText('Customer B');

  // Make public: the dialog shows the link and the <iot-dashboard> snippet; the flag column follows.
  await row.getByTestId('dashboard-share').click();
  const link = await page.getByTestId('dashboard-public-link').textContent();
  expect(link).toMatch(new RegExp(`/dashboard/${id}\\?publicId=[0-9a-f-]{36}$`));
  await expect(page.getByTestId('dashboard-embed-snippet')).toContainText(
    `<iot-dashboard dashboard-id="${id}" public-id="`,
  );
  await screenshot(page, 'tests/e2e/screenshots/e2e-dashboards-public-link.png');
  await page.getByTestId('dashboard-public-dialog').getByRole('button', { name: 'OK' }).click();
  await expect(row.getByTestId('dashboard-public-flag')).toBeChecked();

  // The public link opens the dashboard for an anonymous visitor.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByTestId('widget')).toHaveCount(3);
  await visitor.close();

  // Make private again from the same dialog, then delete after confirming.
  await row.getByTestId('dashboard-share').click();
  await page.getByTestId('dashboard-make-private').click();
  await expect(row.getByTestId('dashboard-public-flag')).not.toBeChecked();
  await row.getByTestId('dashboard-delete').click();
  await page.getByTestId('dashboard-delete-confirm').getByRole('button', { name: 'Delete dashboard' }).click();
  await expect(row).toHaveCount(0);
  await expect(rowOf(page, `${title} (empty)`)).toHaveCount(1);
});

test('ThingsBoard 3.3.1 dashboard exports import through the dialog and export back unchanged (IOT_TB_COMPAT_DIR)', async ({
  page,
}) => {
  test.skip(!compatDir(), COMPAT_SKIP);
  await signIn(page, 'tenant');
  for (const file of readCorpus('compat', 'dashboards')) {
    const raw = file.json as {
      configuration: { states: Record<string, { root?: boolean; layouts: { main: { widgets: object } } }> };
    };
    const root =
      Object.values(raw.configuration.states).find((st) => st.root) ?? Object.values(raw.configuration.states)[0]!;
    const title = `${file.name} e2e ${Date.now()}`;
    await page.goto('/dashboards');
    const id = await importThroughUi(page, title, raw, Object.keys(root.layouts.main.widgets).length);
    await page.goto('/dashboards');
    const row = rowOf(page, title);
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('dashboard-export').click()]);
    expect(
      (JSON.parse(readFileSync((await download.path())!, 'utf8')) as { configuration: unknown }).configuration,
    ).toEqual(raw.configuration);
    await row.getByTestId('dashboard-delete').click();
    await page.getByTestId('dashboard-delete-confirm').getByRole('button', { name: 'Delete dashboard' }).click();
    await expect(row).toHaveCount(0);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test('customer user: only its customer’s dashboards, open and export only', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/dashboards');
  const rows = page.getByTestId('dashboard-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('table-add')).toHaveCount(0);
  await expect(page.getByTestId('add-import')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-delete')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-share')).toHaveCount(0);
  // As ThingsBoard: a row opens the details; the row's open action opens the dashboard.
  await rows.first().click();
  await expect(page.getByTestId('details-drawer')).toBeVisible();
  await page.getByTestId('details-close').click();
  await expect(page.getByTestId('details-drawer')).toHaveCount(0);
  await rows.first().getByRole('button', { name: 'Open dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('dashboard-toolbar')).toBeVisible();
});
