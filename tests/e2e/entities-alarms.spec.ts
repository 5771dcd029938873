/**
 * The Alarms tab of an entity page against the real server: a tenant admin opens a
 * device's Alarms tab (alarms created through REST first), sees them with severity and status, opens the details
 * dialog, acknowledges there, clears from the row (confirmed) and filters by status; screenshots (light) of the tab
 * and the dialog, axe-core clean.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { confirmYes, openAs, row, search, seriousViolations, unique } from './entities-support';
import { USERS } from './shell-support';
import { screenshot } from './support/screenshot';

const shot = (name: string) => `tests/e2e/screenshots/entities-${name}.png`;

async function rest(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { username: USERS.tenant.email, password: USERS.tenant.password },
  });
  const headers = { 'X-Authorization': `Bearer ${((await login.json()) as { token: string }).token}` };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const res = await request.post(path, { headers, data });
    expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  };
}

test('tenant admin: device alarms tab — list, details, acknowledge, clear, filter', async ({ page, request }) => {
  test.setTimeout(60_000);
  const post = await rest(request);
  const name = unique('E2E Alarm device');
  const device = await post<{ id: { id: string } }>('/api/device', { name, type: 'default' });
  const originator = { entityType: 'DEVICE', id: device.id.id };
  await post('/api/alarm', {
    type: 'High Temperature',
    severity: 'CRITICAL',
    status: 'ACTIVE_UNACK',
    originator,
    details: { temperature: 87.5, threshold: 60 },
  });
  await post('/api/alarm', { type: 'Low Humidity', severity: 'MINOR', status: 'ACTIVE_UNACK', originator });

  await openAs(page, 'tenant', '/devices');
  await search(page, name);
  await row(page, name).click();
  const drawer = page.getByTestId('details-drawer');
  await drawer.getByRole('tab', { name: 'Alarms' }).click();
  const table = drawer.getByTestId('alarm-table');
  const alarm = (type: string) => table.locator('tbody tr[data-index]').filter({ hasText: type });
  await expect(table.locator('tbody tr[data-index]')).toHaveCount(2);
  await expect(alarm('High Temperature')).toContainText('Critical');
  await expect(alarm('High Temperature')).toContainText('Active Unacknowledged');
  await expect(alarm('High Temperature')).toContainText(name);
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await page.mouse.move(1439, 899);
  await screenshot(page, shot('device-alarms-light'));
  expect(await seriousViolations(page), 'alarms tab').toEqual([]);

  // Details dialog: acknowledge there.
  await alarm('High Temperature').click();
  const dialog = page.getByTestId('alarm-details');
  await expect(dialog).toContainText('"temperature": 87.5');
  await screenshot(page, shot('device-alarm-details-light'));
  expect(await seriousViolations(page), 'alarm details').toEqual([]);
  await dialog.getByTestId('alarm-details-ack').click();
  await expect(dialog.locator('[data-field="status"] dd')).toHaveText('Active Acknowledged');
  await expect(dialog.getByTestId('alarm-details-ack')).toHaveCount(0);
  await dialog.getByTestId('alarm-details-close').click();
  await expect(alarm('High Temperature')).toContainText('Active Acknowledged');

  // Clear from the row (confirmed).
  await alarm('High Temperature').getByRole('button', { name: 'Clear', exact: true }).click();
  await confirmYes(page);
  await expect(alarm('High Temperature')).toContainText('Cleared Acknowledged');

  // Filter by status.
  const status = drawer.getByTestId('alarm-search-status').getByRole('combobox');
  await status.click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(table.locator('tbody tr[data-index]')).toHaveCount(1);
  await expect(alarm('Low Humidity')).toHaveCount(1);
  await status.click();
  await page.getByRole('option', { name: 'Cleared', exact: true }).click();
  await expect(table.locator('tbody tr[data-index]')).toHaveCount(1);
  await expect(alarm('High Temperature')).toHaveCount(1);
});
