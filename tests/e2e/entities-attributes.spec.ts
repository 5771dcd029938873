/**
 * Attributes and Latest telemetry tabs end to end against the real server: a tenant admin adds a
 * server attribute, edits its value, deletes it, switches to shared attributes; a value posted over the device HTTP
 * API appears live in Latest telemetry (no reload) and its key is deleted. Screenshots of both tabs and axe. A
 * customer user sees both tabs of an assigned device read-only.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmYes, openAs, row, search, seriousViolations } from './entities-support';
import { screenshot } from './support/screenshot';

const DEVICE = 'Raspberry Pi Demo Device';
const TOKEN = 'RASPBERRY_PI_DEMO_TOKEN';
const rows = (table: Locator) => table.locator('tbody tr[data-index]');
const keyRow = (table: Locator, key: string) =>
  rows(table).filter({ has: table.page().locator('td', { hasText: new RegExp(`^${key}$`) }) });

async function pickScope(page: Page, table: Locator, label: string) {
  await table.getByTestId('attribute-scope').getByRole('combobox').click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('tenant admin: attributes add / edit / delete, shared scope, live latest telemetry', async ({ page }) => {
  test.setTimeout(60_000);
  const key = `e2eAttr${Date.now().toString(36)}`;
  await openAs(page, 'tenant', '/devices');
  await search(page, DEVICE);
  await row(page, DEVICE).click();
  const drawer = page.getByTestId('details-drawer');
  await drawer.getByRole('tab', { name: 'Attributes' }).click();
  const attrs = drawer.getByTestId('attribute-table');
  // Devices open on client attributes (read-only: no add).
  await expect(attrs.getByTestId('attribute-scope').getByRole('combobox')).toHaveText(/Client attributes/);
  await expect(attrs.getByTestId('table-add')).toHaveCount(0);
  await pickScope(page, attrs, 'Server attributes');

  await attrs.getByTestId('table-add').click();
  const add = page.getByTestId('add-attribute-dialog');
  await add.getByTestId('add-attribute-save').click();
  await expect(add.getByText('Enter an attribute key.')).toBeVisible();
  await add.getByTestId('attribute-key').fill(key);
  await add.getByTestId('attribute-value').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Integer', exact: true }).click();
  await add.getByTestId('attribute-value').getByRole('textbox').fill('42');
  await add.getByTestId('add-attribute-save').click();
  await expect(add).toBeHidden();
  await expect(keyRow(attrs, key)).toContainText('42');

  // Edit the value: the type is inferred from the stored (typed) value.
  await keyRow(attrs, key).getByRole('button', { name: 'Edit attribute value' }).click();
  const edit = page.getByTestId('edit-attribute-dialog');
  await expect(edit.getByTestId('attribute-value').getByRole('combobox')).toHaveText(/Integer/);
  await edit.getByTestId('attribute-value').getByRole('textbox').fill('43');
  await edit.getByTestId('edit-attribute-save').click();
  await expect(edit).toBeHidden();
  await expect(keyRow(attrs, key)).toContainText('43');
  await screenshot(page, 'tests/e2e/screenshots/entities-device-attributes-light.png');
  expect(await seriousViolations(page)).toEqual([]);

  await keyRow(attrs, key).getByRole('checkbox').check();
  await attrs.getByRole('button', { name: 'Delete' }).first().click();
  await confirmYes(page);
  await expect(keyRow(attrs, key)).toHaveCount(0);
  await pickScope(page, attrs, 'Shared attributes');
  await expect(attrs.getByTestId('table-add')).toBeVisible();

  // Latest telemetry: a device post appears without reload, then the key is deleted with all its data.
  await drawer.getByRole('tab', { name: 'Latest telemetry' }).click();
  const latest = drawer.getByTestId('latest-telemetry-table');
  await expect(latest.getByTestId('table-empty')).toBeVisible();
  const tsKey = `e2eTs${Date.now().toString(36)}`;
  const post = async (data: object) =>
    expect((await page.request.post(`/api/v1/${TOKEN}/telemetry`, { data })).status()).toBe(200);
  await post({ [tsKey]: 17.5, [`${tsKey}On`]: true, [`${tsKey}Cfg`]: { mode: 'eco', levels: [1, 2] } });
  await expect(keyRow(latest, tsKey)).toContainText('17.5');
  // The table loaded once: a new value can only arrive over the socket.
  await post({ [tsKey]: 18.25 });
  await expect(keyRow(latest, tsKey)).toContainText('18.25');
  await expect(keyRow(latest, `${tsKey}On`)).toContainText('true');
  await expect(keyRow(latest, `${tsKey}Cfg`)).toContainText('{"mode":"eco","levels":[1,2]}');
  await screenshot(page, 'tests/e2e/screenshots/entities-device-latest-telemetry-light.png');
  expect(await seriousViolations(page)).toEqual([]);
  await latest.locator('thead').getByRole('checkbox').check();
  await latest.getByRole('button', { name: 'Delete' }).first().click();
  await confirmYes(page);
  await expect(latest.getByTestId('table-empty')).toBeVisible();
});

test('customer user: attributes and latest telemetry of an assigned device are read-only', async ({ page }) => {
  expect((await page.request.post('/api/v1/A1_TEST_TOKEN/telemetry', { data: { temperature: 21.5 } })).status()).toBe(
    200,
  );
  await openAs(page, 'customer', '/devices');
  await search(page, 'Test Device A1');
  await row(page, 'Test Device A1').click();
  const drawer = page.getByTestId('details-drawer');
  await drawer.getByRole('tab', { name: 'Attributes' }).click();
  const attrs = drawer.getByTestId('attribute-table');
  for (const scope of ['Server attributes', 'Shared attributes']) {
    await pickScope(page, attrs, scope);
    await expect(attrs.getByTestId('attribute-scope').getByRole('combobox')).toHaveText(new RegExp(scope));
    await expect(attrs.getByTestId('table-add')).toHaveCount(0);
    await expect(attrs.getByRole('button', { name: 'Edit attribute value' })).toHaveCount(0);
  }
  await drawer.getByRole('tab', { name: 'Latest telemetry' }).click();
  const latest = drawer.getByTestId('latest-telemetry-table');
  await expect(keyRow(latest, 'temperature')).toContainText('21.5');
  await expect(latest.getByRole('checkbox')).toHaveCount(0);
  await expect(latest.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
