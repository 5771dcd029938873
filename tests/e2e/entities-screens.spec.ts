/**
 * Every entity page in light and dark (screenshots in tests/e2e/screenshots/ with IOT_SCREENSHOTS=1), each
 * scanned with axe-core: no serious or critical violations.
 */
import { expect, test, type Page } from '@playwright/test';
import { go, openAs, row, search, seriousViolations } from './entities-support';
import { setTheme } from './shell-support';
import { screenshot } from './support/screenshot';

const shot = (name: string) => `tests/e2e/screenshots/entities-${name}.png`;

async function check(page: Page, name: string, theme: string): Promise<void> {
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  // No hover or focus leftovers of the steps before in the picture.
  await page.mouse.move(1439, 899);
  await page.evaluate(() =>
    (document.querySelector('iot-console')?.shadowRoot?.activeElement as HTMLElement | null)?.blur(),
  );
  await screenshot(page, shot(`${name}-${theme}`));
  expect(await seriousViolations(page), `${name} (${theme})`).toEqual([]);
}

async function idOf(page: Page, text: string): Promise<string> {
  return (await row(page, text).getAttribute('data-id')) ?? '';
}

for (const theme of ['light', 'dark'] as const) {
  test(`tenant admin pages, ${theme}`, async ({ page }) => {
    // Nine pages, each with a screenshot and a full axe-core scan: well over the default 30 s on a loaded 2-core box.
    test.setTimeout(120_000);
    await openAs(page, 'tenant', '/devices');
    await setTheme(page, theme);
    await check(page, 'devices', theme);
    await search(page, 'Thermostat');
    await row(page, 'Thermostat T1').click();
    await expect(page.getByTestId('details-title')).toHaveText('Thermostat T1');
    await check(page, 'device-details', theme);
    await page.getByTestId('details-drawer').getByRole('tab', { name: 'Relations' }).click();
    await page.getByTestId('relation-direction').getByRole('combobox').click();
    await page.getByRole('option', { name: 'To' }).click();
    await expect(page.getByTestId('relations-table').locator('tbody tr[data-index]')).toHaveCount(1);
    await check(page, 'device-relations', theme);
    await page.getByTestId('details-drawer').getByRole('tab', { name: 'Audit logs' }).click();
    await expect(page.getByTestId('audit-log-table')).toBeVisible();
    await check(page, 'device-audit-logs', theme);
    await page.getByTestId('details-close').click();
    for (const [path, name] of [
      ['/assets', 'assets'],
      ['/entityViews', 'entity-views'],
      ['/edgeInstances', 'edges'],
      ['/customers', 'customers'],
    ] as const) {
      await go(page, path);
      await check(page, name, theme);
    }
    const customerA = await idOf(page, 'Customer A');
    await go(page, `/customers/${customerA}/devices`);
    await check(page, 'customer-devices', theme);
    await go(page, `/customers/${customerA}/users`);
    await check(page, 'customer-users', theme);
    await row(page, 'customer@thingsboard.org').click();
    await page.getByTestId('details-drawer').getByRole('tab', { name: 'Audit logs' }).click();
    await expect(page.getByTestId('audit-log-table')).toBeVisible();
    await expect(page.getByTestId('audit-log-table').locator('[data-loading]')).toHaveCount(0);
    await page.getByTestId('details-close').click();
    await go(page, '/edgeInstances');
    const edge = await page.locator('tbody tr[data-index]').first().getAttribute('data-id');
    await go(page, `/edgeInstances/${edge}/ruleChains`);
    await check(page, 'edge-rule-chains', theme);
    // Tenant-wide audit logs list the tenant administrator's actions; a row opens its details. Other specs act on
    // the same server at the same time, so which action is newest (on the first page) is not known here.
    await go(page, '/auditLogs');
    await expect(row(page, 'tenant@thingsboard.org').first()).toBeVisible();
    await check(page, 'audit-logs', theme);
    await row(page, 'tenant@thingsboard.org').first().click();
    await expect(page.getByTestId('audit-log-details')).toBeVisible();
    await check(page, 'audit-log-details', theme);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('audit-log-details')).toHaveCount(0);
    await go(page, '/devices');
    await page.getByTestId('table-add').click();
    await page.getByRole('menuitem', { name: 'Add new device' }).click();
    await expect(page.getByTestId('entity-add-dialog')).toBeVisible();
    await check(page, 'device-add', theme);
  });

  test(`system admin pages, ${theme}`, async ({ page }) => {
    await openAs(page, 'sysadmin', '/tenants');
    await setTheme(page, theme);
    await check(page, 'tenants', theme);
  });

  test(`customer user pages, ${theme}`, async ({ page }) => {
    await openAs(page, 'customer', '/devices');
    await setTheme(page, theme);
    await check(page, 'customer-user-devices', theme);
    await go(page, '/assets');
    await check(page, 'customer-user-assets', theme);
  });
}
