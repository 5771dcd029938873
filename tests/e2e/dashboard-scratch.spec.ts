/**
 * A dashboard built from scratch in the browser: a tenant administrator adds an
 * empty dashboard, then in edit mode adds an entity alias for a device, a second state, two widgets bound to the alias
 * (a value card and a timeseries chart) and a header action on the card that opens the new state; applies, reloads,
 * sees the device's live value change over the HTTP device API, and follows the action.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { call, shot, tokenOf, unique } from './rest-support';
import { signIn } from './shell-support';
import { screenshot } from './support/screenshot';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Open a Select (by test id, inside `scope`) and pick the option with that text. */
async function choose(page: Page, scope: Locator, testId: string, option: string): Promise<void> {
  await scope.getByTestId(testId).getByRole('combobox').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Add a widget type from the Cards or Charts bundle (select, preview, Add); resolves with the new widget's cell. */
async function addWidget(page: Page, bundle: RegExp, typeAlias: string, count: number): Promise<Locator> {
  await page.getByTestId('edit-add-widget').click();
  await page.getByTestId('add-widget-bundles').getByRole('button', { name: bundle }).click();
  // A click selects the type and previews it; "Add" adds it.
  await page.locator(`[data-testid="add-widget-type"][data-type-alias="${typeAlias}"]`).click();
  await expect(
    page.locator(`[data-testid="add-widget-preview-stage"][data-type-alias="${typeAlias}"] [data-testid="widget"]`),
  ).toBeVisible();
  await page.getByTestId('add-widget-confirm').click();
  await expect(page.getByTestId('widget-cell')).toHaveCount(count);
  return page.getByTestId('widget-cell').nth(count - 1);
}

/** Open a widget's configuration panel and bind its first datasource to the alias with one key. */
async function bind(page: Page, cell: Locator, alias: string, key: string): Promise<Locator> {
  await cell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('widget-config-panel');
  await expect(panel).toBeVisible();
  if ((await panel.getByTestId('datasource-row').count()) === 0) await panel.getByTestId('datasource-add').click();
  const row = panel.getByTestId('datasource-row').first();
  // New widgets start with the type's default datasource (often a function one).
  if ((await row.getByTestId('datasource-alias').count()) === 0) await choose(page, row, 'datasource-type', 'Entity');
  await choose(page, row, 'datasource-alias', alias);
  const keys = row.getByTestId('datasource-keys');
  for (const chip of await keys.locator('[data-chip]').all())
    await chip.getByRole('button', { name: /Remove|Delete/ }).click();
  await keys.locator('input').fill(key.slice(0, 4));
  await page.getByRole('option', { name: new RegExp(`^${key}\\s*Timeseries$`) }).click();
  await expect(keys.locator('[data-chip]')).toHaveCount(1);
  return panel;
}

test('tenant admin builds a dashboard from scratch: alias, two widgets, a state and an action; live data after reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, 'tenant');
  const deviceName = unique('Scratch sensor');
  const device = await call<{ id: { id: string } }>(request, token, 'POST', '/api/device', { name: deviceName });
  const creds = await call<{ credentialsId: string }>(
    request,
    token,
    'GET',
    `/api/device/${device.body.id.id}/credentials`,
  );
  const post = (data: object) => request.post(`/api/v1/${creds.body.credentialsId}/telemetry`, { data });
  expect((await post({ temperature: 21.5 })).ok()).toBe(true);
  const title = unique('Scratch dashboard');

  // A new, empty dashboard.
  await signIn(page, 'tenant');
  await page.goto('/dashboards');
  await page.getByTestId('table-add').click();
  await page.getByTestId('add-add').click();
  const add = page.getByTestId('dashboard-add-dialog');
  await add.getByRole('textbox', { name: 'Title' }).fill(title);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}/);
  const id = /\/dashboards\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await page.getByTestId('dashboard-edit').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toBeVisible();

  // Entity alias "Sensor": a single device.
  await page.getByTestId('edit-part-aliases').click();
  const aliases = page.getByTestId('aliases-editor');
  await aliases.getByTestId('alias-add').click();
  const aliasDialog = page.getByTestId('alias-dialog');
  await aliasDialog.getByTestId('alias-name').fill('Sensor');
  await choose(page, aliasDialog, 'alias-filter-type', 'Single entity');
  const single = aliasDialog.getByTestId('alias-single-entity');
  await single.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Device', exact: true }).click();
  await single.getByRole('combobox').nth(1).fill(deviceName);
  await page.getByRole('option', { name: deviceName, exact: true }).click();
  await aliasDialog.getByTestId('alias-dialog-apply').click();
  await expect(aliases.getByTestId('alias-row')).toHaveCount(1);
  await page.getByTestId('aliases-editor-apply').click();

  // A second state, "Details".
  await page.getByTestId('edit-part-states').click();
  await page.getByTestId('state-add').click();
  await page.getByTestId('state-name').fill('Details');
  await page.getByTestId('state-dialog-apply').click();
  await page.getByTestId('states-editor-apply').click();

  // Widget 1: a value card on the alias's temperature, with a header button that opens "Details".
  const card = await addWidget(page, /^Cards/, 'simple_card', 1);
  const cardPanel = await bind(page, card, 'Sensor', 'temperature');
  await cardPanel.getByRole('tab', { name: 'Actions' }).click();
  await cardPanel.getByTestId('actions-headerButton').getByTestId('action-add').click();
  const action = page.getByTestId('action-dialog');
  await action.getByTestId('action-name').fill('Open details');
  await choose(page, action, 'action-target-state', 'Details (details)');
  await action.getByTestId('action-apply').click();
  await expect(cardPanel.getByTestId('action-row')).toHaveCount(1);
  await cardPanel.getByTestId('widget-config-apply').click();
  await expect(cardPanel).toBeHidden();

  // Widget 2: a timeseries line chart of the same key.
  const chart = await addWidget(page, /^Charts/, 'basic_timeseries', 2);
  const chartPanel = await bind(page, chart, 'Sensor', 'temperature');
  await chartPanel.getByTestId('widget-config-apply').click();
  await expect(chartPanel).toBeHidden();
  await screenshot(page, shot('dashboard-scratch-edit'));

  await page.getByTestId('edit-apply').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toBeHidden();

  // Stored as ThingsBoard's model.
  const saved = (await call<Json>(request, token, 'GET', `/api/dashboard/${id}`)).body.configuration;
  const [aliasId, alias] = Object.entries(saved.entityAliases as Record<string, Json>)[0]!;
  expect(alias).toMatchObject({
    alias: 'Sensor',
    filter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: device.body.id.id } },
  });
  expect(saved.states.details).toMatchObject({ name: 'Details', root: false });
  const widgets = Object.values(saved.widgets as Record<string, Json>);
  expect(widgets.map((w) => w.typeAlias).sort()).toEqual(['basic_timeseries', 'simple_card']);
  for (const w of widgets)
    expect(w.config.datasources[0]).toMatchObject({
      type: 'entity',
      entityAliasId: aliasId,
      dataKeys: [expect.objectContaining({ name: 'temperature', type: 'timeseries' })],
    });
  const cardJson = widgets.find((w) => w.typeAlias === 'simple_card')!;
  expect(cardJson.config.actions.headerButton[0]).toMatchObject({
    name: 'Open details',
    type: 'openDashboardState',
    targetDashboardStateId: 'details',
  });
  expect(Object.keys(saved.states.default.layouts.main.widgets).sort()).toEqual(widgets.map((w) => w.id).sort());

  // After a reload: the live value, a new value over the device API, then the action.
  await page.reload();
  const value = page.getByTestId('simple-card');
  await expect(value).toContainText('21.5');
  expect((await post({ temperature: 23.7 })).ok()).toBe(true);
  await expect(value).toContainText('23.7');
  await expect(page.locator('[data-testid="widget"] canvas').first()).toBeVisible();
  await screenshot(page, shot('dashboard-scratch-live'));
  await page.getByTestId('widget-header-action').click();
  await expect(page.getByTestId('dashboard')).toHaveAttribute('data-state', 'details');
  await call(request, token, 'DELETE', `/api/dashboard/${id}`);
  await call(request, token, 'DELETE', `/api/device/${device.body.id.id}`);
});
