/**
 * Details panels as ThingsBoard 3.3.1 has them, through the shared details drawer: a device's own firmware and
 * software (OTA packages of its profile and type), the rule chain and dashboard details with their tabs, the
 * tenant tabs of the system administrator, an edge's downlinks with DEPLOYED/PENDING status, and the type check of
 * custom widget resources ('Unsupported file type', 'Unable to detect file type from url').
 */
import { expect, test, type Page } from '@playwright/test';
import { openAs, pick, search, unique } from './entities-support';
import { call, createDashboard, headersOf } from './console-extras-support';
import { signIn } from './shell-support';

const tabNames = (page: Page) => page.getByTestId('details-drawer').getByRole('tab').allTextContents();

test('device details: its own firmware is picked from its profile packages, saved and shown', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await headersOf(request, 'tenant');
  const profile = await call<{ id: { id: string } }>(request, headers, 'GET', '/api/deviceProfileInfo/default');
  const title = unique('E2E Firmware');
  const url = 'https://downloads.example.com/fw.bin';
  const pkg = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/otaPackage', {
    title,
    version: '1.2.0',
    type: 'FIRMWARE',
    deviceProfileId: profile.id,
    usesUrl: true,
    url,
  });
  const name = unique('E2E OTA device');
  const device = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/device', {
    name,
    type: 'default',
    deviceProfileId: profile.id,
  });

  await openAs(page, 'tenant', `/devices/${device.id.id}`);
  const drawer = page.getByTestId('details-drawer');
  await expect(drawer.getByTestId('details-title')).toHaveText(name);
  await drawer.getByTestId('details-edit').click();
  await pick(page, 'field-firmware', title, `${title} (1.2.0)`);
  await drawer.getByTestId('details-save').click();
  await expect(drawer).toHaveAttribute('data-editing', 'false');
  await expect
    .poll(
      async () =>
        (await call<{ firmwareId?: { id: string } | null }>(request, headers, 'GET', `/api/device/${device.id.id}`))
          .firmwareId?.id,
    )
    .toBe(pkg.id.id);
  // Reopened, the drawer shows the package by its title and version.
  await page.reload();
  await expect(page.getByTestId('details-drawer').getByTestId('field-firmware').locator('input').first()).toHaveValue(
    `${title} (1.2.0)`,
  );
});

test('rule chain and dashboard details: their forms and tabs', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await headersOf(request, 'tenant');
  const chainName = unique('E2E Details chain');
  await call(request, headers, 'POST', '/api/ruleChain', { name: chainName, type: 'CORE', debugMode: false });
  const dashTitle = unique('E2E Details dashboard');
  await createDashboard(request, headers, dashTitle);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'tenant', '/ruleChains');
  await expect(page.getByTestId('rule-chains-table')).toBeVisible();
  await search(page, chainName);
  await page.locator(`[data-testid="rule-chain-row"][data-name="${chainName}"]`).click();
  const drawer = page.getByTestId('details-drawer');
  await expect(drawer.getByTestId('details-title')).toHaveText(chainName);
  await expect(drawer.getByTestId('rule-chain-form')).toBeVisible();
  expect(await tabNames(page)).toEqual([
    'Details',
    'Attributes',
    'Latest telemetry',
    'Alarms',
    'Events',
    'Relations',
    'Audit logs',
  ]);
  await drawer.getByRole('tab', { name: 'Audit logs' }).click();
  await expect(drawer.getByTestId('tab-audit-logs')).toBeVisible();
  await drawer.getByTestId('details-close').click();

  await page.evaluate(() => {
    history.pushState({}, '', '/dashboards');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  // The rule chains page (and its open search field) must be gone before the dashboards page is searched.
  await expect(page.getByTestId('rule-chains-table')).toHaveCount(0);
  await expect(page.getByTestId('dashboards-table')).toBeVisible();
  await search(page, dashTitle);
  await page.getByTestId('dashboard-row').filter({ hasText: dashTitle }).click();
  await expect(drawer.getByTestId('details-title')).toHaveText(dashTitle);
  await expect(drawer.getByTestId('dashboard-form')).toBeVisible();
  await expect(drawer.getByTestId('dashboard-mobile-hide')).toBeVisible();
  await expect(drawer.getByTestId('dashboard-mobile-order')).toBeVisible();
  expect(await tabNames(page)).toEqual(['Details', 'Audit logs']);
  // Mobile settings are saved with the dashboard.
  await drawer.getByTestId('details-edit').click();
  await drawer.getByTestId('dashboard-mobile-order').fill('3');
  await drawer.getByTestId('details-save').click();
  await expect(drawer).toHaveAttribute('data-editing', 'false');
  await page.screenshot({ path: 'tests/e2e/screenshots/dashboard-details.png' });
});

test('system administrator: a tenant has attributes, latest telemetry, alarms, events and relations tabs', async ({
  page,
  request,
}) => {
  const sys = await headersOf(request, 'sysadmin');
  const tenant = await call<{ id: { id: string } }>(request, sys, 'POST', '/api/tenant', {
    title: unique('E2E Tabs Tenant'),
  });
  await openAs(page, 'sysadmin', `/tenants/${tenant.id.id}`);
  expect(await tabNames(page)).toEqual(['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Events', 'Relations']);
  await page.getByTestId('details-drawer').getByRole('tab', { name: 'Attributes' }).click();
  await expect(page.getByTestId('tab-attributes')).toBeVisible();
});

test('edge downlinks: events before the queue start are DEPLOYED, later ones PENDING', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await headersOf(request, 'tenant');
  const key = Math.random().toString(36).slice(2);
  const edge = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/edge', {
    name: unique('E2E Downlinks edge'),
    type: 'default',
    routingKey: `rk-${key}`,
    secret: `s-${key}`,
  });
  await call(request, headers, 'POST', `/api/edge/sync/${edge.id.id}`);
  await new Promise((r) => setTimeout(r, 50));
  await call(request, headers, 'POST', `/api/plugins/telemetry/EDGE/${edge.id.id}/SERVER_SCOPE`, {
    queueStartTs: Date.now(),
  });
  await new Promise((r) => setTimeout(r, 50));
  const dashboardId = await createDashboard(request, headers, unique('E2E Edge dashboard'));
  await call(request, headers, 'POST', `/api/edge/${edge.id.id}/dashboard/${dashboardId}`);

  await openAs(page, 'tenant', `/edgeInstances/${edge.id.id}`);
  const drawer = page.getByTestId('details-drawer');
  await drawer.getByRole('tab', { name: 'Downlinks' }).click();
  const table = drawer.getByTestId('edge-events-table');
  const rowOf = (type: string) =>
    table.locator('tbody tr[data-index]').filter({ has: page.locator('td', { hasText: new RegExp(`^${type}$`) }) });
  await expect(rowOf('DASHBOARD').locator('[data-status]')).toHaveAttribute('data-status', 'PENDING');
  await expect(rowOf('DASHBOARD')).toContainText('Pending');
  await expect(rowOf('EDGE').first().locator('[data-status]')).toHaveAttribute('data-status', 'DEPLOYED');
  await expect(rowOf('EDGE').first()).toContainText('Deployed');
  await page.screenshot({ path: 'tests/e2e/screenshots/edge-downlinks.png' });
});

test('widget editor: resources that are not scripts or stylesheets are refused with ThingsBoard messages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await headersOf(request, 'tenant');
  const bundle = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/widgetsBundle', {
    title: unique('E2E Resources'),
  });
  await openAs(page, 'tenant', '/widgets-bundles');
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/widgets-bundles/${bundle.id.id}/widgetTypes/add/latest`);
  await expect(page.getByTestId('widget-sandbox-frame')).toBeVisible();
  await page.getByRole('tab', { name: 'Resources' }).click();
  const pane = page.getByTestId('widget-editor-resources');
  await pane.getByTestId('widget-editor-add-resource').click();
  const url = pane.getByTestId('widget-editor-resource-url');
  await url.fill('https://cdn.example.com/lib/readme.html');
  await expect(pane).toContainText('Unsupported file type: html');
  await url.fill('https://cdn.example.com/lib/widget');
  await expect(pane).toContainText('Unable to detect file type from url: https://cdn.example.com/lib/widget');
  // Running the widget reports the message and does not start it.
  await page.getByTestId('widget-editor-run').click();
  await expect(page.getByTestId('widget-editor-error')).toContainText('Unable to detect file type from url');
  await url.fill('https://cdn.example.com/lib/widget.css');
  await expect(pane).not.toContainText('Unable to detect file type');
});

test('edge rule chains: assigning a chain that forwards to an unassigned one warns about the missing chain', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await headersOf(request, 'tenant');
  const target = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/ruleChain', {
    name: unique('E2E Target chain'),
    type: 'EDGE',
  });
  const targetName = (await call<{ name: string }>(request, headers, 'GET', `/api/ruleChain/${target.id.id}`)).name;
  const sourceName = unique('E2E Source chain');
  const source = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/ruleChain', {
    name: sourceName,
    type: 'EDGE',
  });
  await call(request, headers, 'POST', '/api/ruleChain/metadata', {
    ruleChainId: source.id,
    firstNodeIndex: 0,
    nodes: [
      {
        type: 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode',
        name: 'Switch',
        debugMode: false,
        configuration: { version: 0 },
        additionalInfo: { layoutX: 300, layoutY: 150 },
      },
    ],
    connections: [],
    ruleChainConnections: [
      {
        fromIndex: 0,
        targetRuleChainId: target.id,
        additionalInfo: { layoutX: 600, layoutY: 150, ruleChainNodeId: 'rule-chain-node-1' },
        type: 'Other',
      },
    ],
  });
  const key = Math.random().toString(36).slice(2);
  const edge = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/edge', {
    name: unique('E2E Missing chains edge'),
    type: 'default',
    routingKey: `rk-${key}`,
    secret: `s-${key}`,
  });

  await openAs(page, 'tenant', `/edgeInstances/${edge.id.id}/ruleChains`);
  await page.getByTestId('table-add').click();
  await pick(page, 'add-entities-select', sourceName);
  await page.getByTestId('add-entities-submit').click();
  const warning = page.getByTestId('edge-missing-rule-chains');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`'${sourceName}': '${targetName}'`);
  await page.screenshot({ path: 'tests/e2e/screenshots/edge-missing-rule-chains.png' });
});
