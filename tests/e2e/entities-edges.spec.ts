/**
 * Edges and entity views end to end: an edge gets a UUID routing key and a 20-character
 * secret, devices are assigned to it and unassigned, its rule chains and downlinks show, sync is requested; an
 * entity view needs its target entity (validation) and is created for a device.
 */
import { expect, test } from '@playwright/test';
import { confirmYes, go, openAs, pick, row, search, unique } from './entities-support';

test('tenant admin: edge with generated secret, edge devices, rule chains, sync, delete', async ({ page }) => {
  // A whole page's round trips in one flow (15–30 s on an idle box): the default 30 s is too tight under load.
  test.setTimeout(90_000);
  const name = unique('E2E Edge');
  await openAs(page, 'tenant', '/edgeInstances');
  await page.getByTestId('table-add').click();
  await page.getByRole('menuitem', { name: 'Add new edge' }).click();
  const dialog = page.getByTestId('entity-add-dialog');
  await expect(dialog.getByTestId('field-secret')).toHaveValue(/^[A-Za-z0-9]{20}$/);
  await expect(dialog.getByTestId('field-routingKey')).toHaveValue(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Edge license key is required.')).toBeVisible();
  await dialog.getByTestId('field-edgeLicenseKey').fill('LICENSE-E2E');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog).toBeHidden();
  await search(page, name);
  const edgeId = await row(page, name).getAttribute('data-id');

  await row(page, name).click();
  await page.getByTestId('details-drawer').locator('[data-detail-action="sync"]').click();
  await expect(page.getByText('Sync request sent to the edge.')).toBeVisible();
  await page.getByTestId('details-drawer').getByRole('tab', { name: 'Downlinks' }).click();
  await expect(page.getByTestId('edge-events-table').locator('tbody tr[data-index]').first()).toContainText('EDGE');
  await page.getByTestId('details-close').click();

  await row(page, name).getByRole('button', { name: 'Edge devices' }).click();
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await page.getByTestId('table-add').click();
  await pick(page, 'add-entities-select', 'Sensor 15');
  await page.getByTestId('add-entities-submit').click();
  await expect(row(page, 'Sensor 15')).toHaveCount(1);
  await row(page, 'Sensor 15').getByRole('button', { name: 'Unassign from edge' }).click();
  await confirmYes(page);
  await expect(page.getByTestId('table-empty')).toBeVisible();

  await go(page, `/edgeInstances/${edgeId}/ruleChains`);
  await expect(page.locator('tbody tr[data-index]').first()).toBeVisible();
  await expect(page.locator('tbody tr[data-index] [data-checked="true"]')).toHaveCount(1);

  await go(page, '/edgeInstances');
  await search(page, name);
  await row(page, name).getByRole('button', { name: 'Delete' }).click();
  await confirmYes(page);
  await expect(row(page, name)).toHaveCount(0);
});

test('tenant admin: entity view of a device (target required)', async ({ page }) => {
  const name = unique('E2E View');
  await openAs(page, 'tenant', '/entityViews');
  await page.getByTestId('table-add').click();
  const dialog = page.getByTestId('entity-add-dialog');
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('field-type').locator('input').fill('e2e');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Select the device or asset the view shows.')).toBeVisible();
  await dialog.getByTestId('field-target').getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Device', exact: true }).click();
  await pick(page, 'field-target', 'Thermostat', 'Thermostat T1');
  await dialog.getByTestId('field-timeseries').locator('input').fill('temperature');
  await dialog.getByTestId('field-timeseries').locator('input').press('Enter');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog).toBeHidden();
  await search(page, name);
  await row(page, name).click();
  await expect(page.getByTestId('field-timeseries')).toContainText('temperature');
  await page.getByTestId('details-drawer').locator('[data-detail-action="delete"]').click();
  await confirmYes(page);
  await expect(row(page, name)).toHaveCount(0);
});
