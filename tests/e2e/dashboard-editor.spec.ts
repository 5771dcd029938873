/**
 * Dashboard edit mode against the real server: a tenant administrator adds a widget from a
 * bundle, moves it with the keyboard, undoes and redoes, applies and sees it after a reload; unsaved edits survive a
 * page reload as a draft; a save through the REST API meanwhile raises the conflict dialog; the states editor and the
 * widget configuration panel open from edit mode and their edits undo, redo and save. Screenshots of edit mode;
 * axe-core clean on the edit toolbar.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './shell-support';
import { screenshot } from './support/screenshot';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', {
    data: { username: 'tenant@thingsboard.org', password: 'tenant' },
  });
  return { 'X-Authorization': `Bearer ${((await res.json()) as { token: string }).token}` };
}

function configuration(): Json {
  const card = {
    id: 'w1',
    isSystemType: true,
    bundleAlias: 'cards',
    typeAlias: 'html_card',
    type: 'static',
    title: 'Hello',
    sizeX: 6,
    sizeY: 3,
    config: {
      datasources: [],
      title: 'Hello card',
      showTitle: true,
      backgroundColor: '#fff',
      padding: '8px',
      settings: { cardHtml: '<h3>Greenhouse</h3><p>Edit me.</p>' },
    },
  };
  return {
    widgets: { w1: card },
    states: {
      default: {
        name: 'Editor e2e',
        root: true,
        layouts: {
          main: {
            widgets: { w1: { sizeX: 6, sizeY: 3, row: 0, col: 0 } },
            gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' },
          },
        },
      },
    },
    entityAliases: {},
    filters: {},
    settings: {
      stateControllerId: 'entity',
      showTitle: true,
      showDashboardsSelect: true,
      showEntitiesSelect: true,
      showDashboardTimewindow: true,
      showDashboardExport: true,
      toolbarAlwaysOpen: true,
    },
  };
}

async function createDashboard(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post('/api/dashboard', {
    headers: await api(request),
    data: { title, configuration: configuration() },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Json).id.id;
}

async function fetchDashboard(request: APIRequestContext, id: string): Promise<Json> {
  return (await (await request.get(`/api/dashboard/${id}`, { headers: await api(request) })).json()) as Json;
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/dashboards/${id}`);
  await expect(page.getByTestId('widget')).toHaveCount(1);
  await page.getByTestId('dashboard-edit').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toBeVisible();
}

async function addMarkdownCard(page: Page): Promise<void> {
  await page.getByTestId('edit-add-widget').click();
  await page.getByTestId('add-widget-search').fill('card');
  await page
    .getByTestId('add-widget-bundles')
    .getByRole('button', { name: /^Cards/ })
    .click();
  // A double click adds at once (a single click only selects and previews).
  await page.locator('[data-testid="add-widget-type"][data-type-alias="markdown_card"]').dblclick();
  await expect(page.getByTestId('widget-cell')).toHaveCount(2);
}

const newCell = (page: Page) => page.locator('[data-testid="widget-cell"]:not([data-widget-id="w1"])');

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('tenant admin adds a widget, moves it with the keyboard, undoes, redoes and applies', async ({
  page,
  request,
}) => {
  const id = await createDashboard(request, 'Editor e2e add');
  await signIn(page, 'tenant');
  await openEditor(page, id);
  await expect(page.getByTestId('edit-undo')).toBeDisabled();
  await addMarkdownCard(page);
  await expect(newCell(page)).toHaveAttribute('data-rect', '6,0,5,3.5');
  await newCell(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(newCell(page)).toHaveAttribute('data-rect', '8,1,5,3.5');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(newCell(page)).toHaveAttribute('data-rect', '8,1,6,3.5');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(newCell(page)).toHaveAttribute('data-rect', '8,0,5,3.5');
  await page.keyboard.press('Control+Shift+z');
  await expect(newCell(page)).toHaveAttribute('data-rect', '8,1,5,3.5');
  await expect(page.getByTestId('edit-redo')).toBeEnabled();
  await page.getByTestId('edit-redo').click();
  await expect(newCell(page)).toHaveAttribute('data-rect', '8,1,6,3.5');
  await expect(page.getByTestId('edit-redo')).toBeDisabled();

  // Right-click menu with TB's items and their shortcuts.
  await newCell(page).click({ button: 'right' });
  const menu = page.getByTestId('edit-context-menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    /Edit widget.*Enter/,
    /Export widget/,
    /Copy widget.*C/,
    /Paste widget.*V/,
    /Paste widget reference.*I/,
    /Remove widget.*Del/,
  ]);
  await screenshot(page, 'tests/e2e/screenshots/e2e-dashboard-edit-menu.png', { settleMs: 600 });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await newCell(page).hover();
  await screenshot(page, 'tests/e2e/screenshots/e2e-dashboard-edit-mode.png');

  // The edit toolbar is axe-clean (serious and critical).
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe;
    const r = await axe.run(
      { include: [['iot-console', '[data-testid="dashboard-edit-toolbar"]']] },
      { resultTypes: ['violations'] },
    );
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  expect(violations).toEqual([]);

  await page.getByTestId('edit-apply').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('widget')).toHaveCount(2);
  const saved = await fetchDashboard(request, id);
  const items = saved.configuration.states.default.layouts.main.widgets as Record<string, Json>;
  const added = Object.keys(items).find((k) => k !== 'w1')!;
  expect(items[added]).toMatchObject({ col: 8, row: 1, sizeX: 6, sizeY: 3.5 });
  expect(saved.configuration.widgets[added]).toMatchObject({
    bundleAlias: 'cards',
    typeAlias: 'markdown_card',
    isSystemType: true,
  });
});

test('unsaved edits come back after a reload as a draft', async ({ page, request }) => {
  const id = await createDashboard(request, 'Editor e2e draft');
  await signIn(page, 'tenant');
  await openEditor(page, id);
  await page.getByTestId('widget-cell').first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('widget-cell')).toHaveAttribute('data-rect', '0,2,6,3');
  await page.waitForTimeout(1200); // the draft is written 500 ms after the last edit
  await page.reload();
  await expect(page.getByTestId('draft-offer')).toBeVisible();
  await page.getByTestId('draft-restore').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toBeVisible();
  await expect(page.getByTestId('widget-cell')).toHaveAttribute('data-rect', '0,2,6,3');
  await page.getByTestId('edit-decline').click();
  await page.getByTestId('decline-confirm').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('widget')).toHaveCount(1);
  await page.waitForTimeout(800);
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
});

test('a save through the REST API meanwhile raises the conflict dialog', async ({ page, request }) => {
  const id = await createDashboard(request, 'Editor e2e conflict');
  await signIn(page, 'tenant');
  await openEditor(page, id);
  await page.getByTestId('widget-cell').first().focus();
  await page.keyboard.press('ArrowRight');
  const theirs = await fetchDashboard(request, id);
  const res = await request.post('/api/dashboard', {
    headers: await api(request),
    data: { ...theirs, title: 'Renamed elsewhere' },
  });
  expect(res.ok()).toBe(true);
  await page.getByTestId('edit-apply').click();
  await expect(page.getByTestId('edit-conflict')).toBeVisible();
  await screenshot(page, 'tests/e2e/screenshots/e2e-dashboard-edit-conflict.png');
  await page.getByTestId('conflict-keep').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toBeVisible();
  await expect(page.getByTestId('widget-cell')).toHaveAttribute('data-rect', '1,0,6,3');
  await page.getByTestId('edit-apply').click();
  await page.getByTestId('conflict-overwrite').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toHaveCount(0);
  const saved = await fetchDashboard(request, id);
  expect(saved.configuration.states.default.layouts.main.widgets.w1).toMatchObject({ col: 1, row: 0 });
});

test('declining without changes leaves edit mode without asking', async ({ page, request }) => {
  const id = await createDashboard(request, 'Editor e2e decline');
  await signIn(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  await expect(page.getByTestId('dashboard-edit')).toBeVisible();
  await page.getByTestId('dashboard-edit').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toBeVisible();
  await page.getByTestId('edit-decline').click(); // nothing changed: no question asked
  await expect(page.getByTestId('dashboard-edit-toolbar')).toHaveCount(0);
});

test('part editors: a new state from the toolbar and a widget title from its panel; undo, redo, apply', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const id = await createDashboard(request, 'Editor e2e parts');
  await signIn(page, 'tenant');
  await openEditor(page, id);
  await page.getByTestId('edit-part-states').click();
  await page.getByTestId('state-add').click();
  await page.getByTestId('state-name').fill('Device details');
  await page.getByTestId('state-dialog-apply').click();
  await page.getByTestId('states-editor-apply').click();
  await expect(page.getByTestId('edit-undo')).toBeEnabled();

  // Enter on the focused widget opens its configuration panel.
  const cell = page.locator('[data-testid="widget-cell"][data-widget-id="w1"]');
  await cell.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByTestId('widget-title').fill('Greenhouse card');
  await page.getByTestId('widget-config-apply').click();
  await expect(cell).toContainText('Greenhouse card');
  await page.getByTestId('edit-undo').click();
  await expect(cell).toContainText('Hello card');
  await page.getByTestId('edit-redo').click();
  await expect(cell).toContainText('Greenhouse card');

  await page.getByTestId('edit-apply').click();
  await expect(page.getByTestId('dashboard-edit-toolbar')).toBeHidden();
  const saved = await fetchDashboard(request, id);
  expect(saved.configuration.widgets.w1.config.title).toBe('Greenhouse card');
  expect(saved.configuration.states.device_details).toMatchObject({ name: 'Device details', root: false });
  expect(saved.configuration.states.default.root).toBe(true);
});
