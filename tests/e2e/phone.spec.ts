/**
 * The console on a phone (390 × 844): no page scrolls sideways, secondary columns step aside, header actions fold
 * into a "more" menu that reaches every one of them, dialogs fill the screen and touch targets are 44 px. Also the
 * entity URLs: /devices/{id} opens the list with that device's drawer and Back closes it. Screenshots of each page
 * go to tests/e2e/screenshots/phone-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { go, unique } from './entities-support';
import { call, createDashboard, headersOf } from './console-extras-support';
import { signIn } from './shell-support';

const PHONE = { width: 390, height: 844 };

async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth))
    .toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await page.screenshot({ path: `tests/e2e/screenshots/phone-${name}.png` });
}

/** Opens the header's "more" menu and checks it lists these actions, then closes it. */
async function headerMenuHas(page: Page, testId: string, labels: readonly string[]): Promise<void> {
  const button = page.getByTestId(testId);
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await button.click();
  const menu = page.getByTestId(`${testId}-menu`);
  await expect(menu).toBeVisible();
  for (const label of labels) await expect(menu.getByRole('menuitem', { name: label })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test('phone: home, devices, device details and its alarms, dashboards and a dashboard fit 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await headersOf(request, 'tenant');
  const name = unique('E2E Phone device');
  const device = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/device', {
    name,
    type: 'default',
    label: 'A label long enough to matter on a phone',
  });
  const dashboardTitle = unique('E2E Phone dashboard');
  const dashboardId = await createDashboard(request, headers, dashboardTitle);

  await page.setViewportSize(PHONE);
  await signIn(page, 'tenant', '/home');
  await expect(page.getByTestId('shell')).toBeVisible();
  await noSidewaysScroll(page);
  await shoot(page, 'home');

  await go(page, '/devices');
  await noSidewaysScroll(page);
  // Secondary columns (created time, label, customer, public, gateway) step aside; name and profile stay.
  await expect(page.locator('thead th', { hasText: 'Name' })).toBeVisible();
  await expect(page.locator('thead th', { hasText: 'Created time' })).toBeHidden();
  await expect(page.locator('thead th', { hasText: 'Label' })).toBeHidden();
  await expect(page.getByTestId('table-refresh')).toBeHidden();
  await headerMenuHas(page, 'table-header-menu', ['Add new device', 'Refresh']);
  await shoot(page, 'devices');

  // A row's actions are one "more" menu; the add dialog fills the screen.
  await page.getByTestId('table-header-menu').click();
  await page.getByTestId('table-header-menu-menu').getByRole('menuitem', { name: 'Add new device' }).click();
  const dialog = page.locator('[data-fullscreen-small]').first();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input').first()).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBe(PHONE.width);
  await shoot(page, 'device-add');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await go(page, `/devices/${device.id.id}`);
  const drawer = page.getByTestId('details-drawer');
  await expect(drawer.getByTestId('details-title')).toHaveText(name);
  await noSidewaysScroll(page);
  await shoot(page, 'device-details');
  // Alarms: the console has no alarms page of its own (ThingsBoard 3.3.1 neither); they are the entity's tab.
  await drawer.getByRole('tab', { name: 'Alarms' }).click();
  await expect(drawer.getByTestId('tab-alarms')).toBeVisible();
  await noSidewaysScroll(page);
  await shoot(page, 'alarms');
  await drawer.getByTestId('details-close').click();

  await page.evaluate(() => {
    history.pushState({}, '', '/dashboards');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('dashboard-row').first()).toBeVisible();
  await noSidewaysScroll(page);
  await headerMenuHas(page, 'table-header-menu', ['Add dashboard']);
  await shoot(page, 'dashboards');

  await page.evaluate((id) => {
    history.pushState({}, '', `/dashboards/${id}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, dashboardId);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await noSidewaysScroll(page);
  await shoot(page, 'dashboard');
});

test('deep link: /devices/{id} opens the list with that device drawer; Back closes it', async ({ page, request }) => {
  const headers = await headersOf(request, 'tenant');
  const name = unique('E2E Deep link');
  const device = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/device', { name, type: 'default' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'tenant', '/devices');
  await expect(page.getByTestId('entity-grid').first()).toBeVisible();
  await page.goto(`/devices/${device.id.id}`);
  const drawer = page.getByTestId('details-drawer');
  await expect(drawer.getByTestId('details-title')).toHaveText(name);
  await expect(page.getByTestId('entity-grid').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/devices$/);
  await expect(drawer).toHaveCount(0);
  // Opening a row puts its id in the URL; Back closes the drawer again.
  await page.goForward();
  await expect(drawer.getByTestId('details-title')).toHaveText(name);
  await drawer.getByTestId('details-close').click();
  await expect(page).toHaveURL(/\/devices$/);
});
