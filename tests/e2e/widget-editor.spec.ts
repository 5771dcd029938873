/**
 * Widget library and widget type editor: a tenant administrator creates a latest-values widget type in a tenant bundle,
 * sees the template run in the sandboxed preview, gets a syntax error reported with its line, edits the HTML and the
 * JavaScript, runs (Ctrl+Enter), saves (Ctrl+S), reopens it after a reload and deletes it from the library. The preview
 * frame has an opaque origin and cannot reach the console. Save as copies an edited type into another bundle and into
 * its own, leaving the original unchanged. A system bundle is read only for the tenant. Light screenshots of the
 * library and the editor.
 */
import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { confirmYes, openAs, seriousViolations, unique } from './entities-support';
import { screenshot } from './support/screenshot';

type Json = Record<string, unknown>;

async function api(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', {
    data: { username: 'tenant@thingsboard.org', password: 'tenant' },
  });
  return { 'X-Authorization': `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** Navigate inside the console (routing="browser" on the demo page). */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Replace the text of a CodeMirror editor (by the code editor's test id). */
async function setCode(page: Page, testId: string, text: string): Promise<void> {
  const content = page.getByTestId(testId).locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

async function sandboxFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().endsWith('/dist/widget-sandbox.html'))).toBe(true);
  return page.frames().find((f) => f.url().endsWith('/dist/widget-sandbox.html'))!;
}

async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await page.mouse.move(1439, 899);
  await screenshot(page, `tests/e2e/screenshots/widget-editor-${name}.png`);
}

const HTML = '<div class="big">\n<span class="label"></span>\n</div>';
const JS = `self.onDataUpdated = () => {
  const labels = self.ctx.data.map(({ dataKey }) => dataKey.label);
  self.ctx.$container.find('.label').text(\`Hello \${labels.join(' and ')} at \${self.ctx.width}px\`);
};
self.onInit = () => self.onDataUpdated();`;

test('tenant admin: create a custom widget type, run it in the sandbox, save, reopen, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await api(request);
  const title = unique('E2E Widgets');
  const bundle = (await (await request.post('/api/widgetsBundle', { headers, data: { title } })).json()) as {
    id: { id: string };
  };
  await openAs(page, 'tenant', '/widgets-bundles');

  // The bundle row opens its library (empty, editable).
  await page
    .getByTestId('search-input')
    .isVisible()
    .then(async (v) => v || (await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()));
  await page.getByTestId('search-input').fill(title);
  await page
    .locator('tbody tr[data-index]')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Open widgets bundle' })
    .click();
  await expect(page.getByTestId('widget-library')).toBeVisible();
  await expect(page.getByTestId('widget-library-empty')).toBeVisible();
  await expect(page.getByTestId('widget-library-readonly')).toHaveCount(0);

  // Create a latest-values widget type: the template runs in the sandbox with two sample keys.
  await page.getByTestId('widget-library-add').click();
  await page.getByTestId('widget-kind-latest').click();
  await expect(page).toHaveURL(new RegExp(`/widgets-bundles/${bundle.id.id}/widgetTypes/add/latest$`));
  const preview = page.frameLocator('[data-testid="widget-sandbox-frame"]');
  await expect(preview.locator('.iot-demo .row')).toHaveCount(2);
  await expect(preview.locator('.iot-demo .row').first()).toContainText('First');

  // The frame is isolated: opaque origin, no access to the console's document or storage.
  const frame = await sandboxFrame(page);
  expect(await frame.evaluate(() => origin)).toBe('null');
  expect(
    await frame.evaluate(() => {
      try {
        return window.parent.document ? 'reachable' : 'none';
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');
  expect(
    await frame.evaluate(() => {
      try {
        return localStorage.length >= 0 ? 'reachable' : 'none';
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');

  // A syntax error is reported with its line, and marks the JavaScript editor.
  await setCode(page, 'widget-editor-js', 'self.onInit = () => {\n  const x = ;\n};');
  await page.getByTestId('widget-editor-run').click();
  await expect(page.getByTestId('widget-editor-error')).toContainText('SyntaxError');
  await expect(page.getByTestId('widget-editor-error')).toContainText(/Line 2\b/);

  // Edit name, HTML and JavaScript; Ctrl+Enter runs; the preview shows what the code rendered.
  await page.getByTestId('widget-editor-name').fill('Greeting card');
  await page.getByRole('tab', { name: 'HTML' }).click();
  await setCode(page, 'widget-editor-html', HTML);
  await setCode(page, 'widget-editor-js', JS);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('widget-editor-error')).toHaveCount(0);
  await expect(preview.locator('.big .label')).toHaveText(/^Hello First and Second at \d+px$/);
  // Tidy indents the HTML by element depth.
  await page.getByTestId('widget-editor-html').getByTestId('code-editor-tidy').click();
  await expect(page.getByTestId('widget-editor-html').locator('.cm-line').nth(1)).toHaveText(
    '  <span class="label"></span>',
  );

  // Ctrl+S saves; the URL becomes the saved type's; reopening (reload) shows the saved code running.
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Widget type saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/widgets-bundles/${bundle.id.id}/widgetTypes/[0-9a-f-]{36}$`));
  const typeId = page.url().split('/').pop()!;
  const stored = (await (await request.get(`/api/widgetType/${typeId}`, { headers })).json()) as {
    name: string;
    descriptor: Json;
  };
  expect(stored.name).toBe('Greeting card');
  expect(stored.descriptor['type']).toBe('latest');
  expect(stored.descriptor['controllerScript']).toBe(JS);
  await page.reload();
  await expect(page.getByTestId('widget-editor-name')).toHaveValue('Greeting card');
  await expect(preview.locator('.big .label')).toHaveText(/^Hello First and Second/);
  await expect(page.getByTestId('widget-editor-save')).toBeDisabled();
  await shoot(page, 'editor-light');
  expect(await seriousViolations(page)).toEqual([]);

  // Revert drops unsaved edits.
  await page.getByTestId('widget-editor-name').fill('Changed');
  await page.getByTestId('widget-editor-revert').click();
  await expect(page.getByTestId('widget-editor-name')).toHaveValue('Greeting card');

  // The library lists it; delete asks first.
  await goTo(page, `/widgets-bundles/${bundle.id.id}/widgetTypes`);
  const card = page.getByTestId('widget-type-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Greeting card');
  await expect(card).toContainText('Latest values');
  await shoot(page, 'library-light');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByTestId('widget-type-delete').click();
  await confirmYes(page);
  await expect(page.getByTestId('widget-library-empty')).toBeVisible();
  expect((await request.get(`/api/widgetType/${typeId}`, { headers })).status()).toBe(404);
  await request.delete(`/api/widgetsBundle/${bundle.id.id}`, { headers });
});

test('tenant admin: a system bundle and its widget types are read only', async ({ page, request }) => {
  test.setTimeout(60_000);
  const headers = await api(request);
  const bundles = (await (await request.get('/api/widgetsBundles', { headers })).json()) as {
    id: { id: string };
    alias: string;
  }[];
  const cards = bundles.find((b) => b.alias === 'cards')!;
  await openAs(page, 'tenant', '/widgets-bundles');
  await goTo(page, `/widgets-bundles/${cards.id.id}/widgetTypes`);
  await expect(page.getByTestId('widget-library-readonly')).toBeVisible();
  await expect(page.getByTestId('widget-type-card').first()).toBeVisible();
  await expect(page.getByTestId('widget-library-add')).toHaveCount(0);
  await expect(page.getByTestId('widget-type-delete')).toHaveCount(0);

  await page.getByTestId('widget-type-card').filter({ hasText: 'HTML Card' }).getByTestId('widget-type-open').click();
  await expect(page.getByTestId('widget-editor-readonly')).toBeVisible();
  await expect(page.getByTestId('widget-editor-save')).toHaveCount(0);
  await expect(page.getByTestId('widget-editor-revert')).toHaveCount(0);
  await expect(page.getByTestId('widget-editor-name')).toBeDisabled();
  await expect(page.getByTestId('widget-editor-js').locator('.cm-content')).toHaveAttribute('contenteditable', 'false');
  // Save as is offered, into the tenant's own bundles only.
  await page.getByTestId('widget-editor-save-as').click();
  const dialog = page.getByTestId('widget-save-as-dialog');
  await dialog.getByTestId('widget-save-as-bundle').click();
  await expect(page.getByRole('option', { name: 'Cards', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('tenant admin: Save as copies an edited widget type into another bundle and into its own; the original is unchanged', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await api(request);
  const mk = async (title: string) =>
    (await (await request.post('/api/widgetsBundle', { headers, data: { title } })).json()) as {
      id: { id: string };
      alias: string;
      title: string;
    };
  const source = await mk(unique('E2E Save as from'));
  const target = await mk(unique('E2E Save as to'));
  const descriptor = {
    type: 'latest',
    sizeX: 5,
    sizeY: 3,
    resources: [],
    templateHtml: '<div class="orig"></div>',
    templateCss: '',
    controllerScript: "self.onInit = () => self.ctx.$container.find('.orig').text('original');",
    settingsSchema: '{}',
    dataKeySettingsSchema: '{}',
    defaultConfig: '{"datasources":[]}',
  };
  const original = (await (
    await request.post('/api/widgetType', {
      headers,
      data: { bundleAlias: source.alias, name: 'Original card', descriptor },
    })
  ).json()) as { id: { id: string }; alias: string; descriptor: Json };
  const typesOf = async (alias: string) =>
    (await (await request.get(`/api/widgetTypes?isSystem=false&bundleAlias=${alias}`, { headers })).json()) as {
      id: { id: string };
      name: string;
      descriptor: Json;
    }[];

  await openAs(page, 'tenant', '/widgets-bundles');
  await goTo(page, `/widgets-bundles/${source.id.id}/widgetTypes/${original.id.id}`);
  await expect(page.getByTestId('widget-editor-name')).toHaveValue('Original card');
  // Edit the HTML (unsaved), then Save as a new name into the other bundle.
  await page.getByRole('tab', { name: 'HTML' }).click();
  await setCode(page, 'widget-editor-html', '<div class="copy"></div>');
  const saveAs = async (name: string, bundleTitle: string) => {
    await page.getByTestId('widget-editor-save-as').click();
    const dialog = page.getByTestId('widget-save-as-dialog');
    await dialog.getByTestId('widget-save-as-name').fill(name);
    await dialog.getByTestId('widget-save-as-bundle').getByRole('combobox').click();
    await page.getByRole('option', { name: bundleTitle, exact: true }).click();
    await dialog.getByTestId('widget-save-as-submit').click();
    await expect(dialog).toHaveCount(0);
  };
  await saveAs('Copied card', target.title);
  await expect(page).toHaveURL(new RegExp(`/widgets-bundles/${target.id.id}/widgetTypes/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('widget-editor-name')).toHaveValue('Copied card');
  const copyId = page.url().split('/').pop()!;
  expect(copyId).not.toBe(original.id.id);

  // The target library lists the copy, with the edited HTML; the source still holds only the unchanged original.
  await goTo(page, `/widgets-bundles/${target.id.id}/widgetTypes`);
  await expect(page.getByTestId('widget-type-card')).toHaveCount(1);
  await expect(page.getByTestId('widget-type-card')).toContainText('Copied card');
  const copy = (await typesOf(target.alias))[0]!;
  expect(copy.id.id).toBe(copyId);
  expect(copy.descriptor['templateHtml']).toBe('<div class="copy"></div>');
  expect(copy.descriptor['controllerScript']).toBe(descriptor.controllerScript);
  await goTo(page, `/widgets-bundles/${source.id.id}/widgetTypes`);
  await expect(page.getByTestId('widget-type-card')).toHaveCount(1);
  await expect(page.getByTestId('widget-type-card')).toContainText('Original card');
  const after = (await (await request.get(`/api/widgetType/${original.id.id}`, { headers })).json()) as {
    name: string;
    alias: string;
    descriptor: Json;
  };
  expect(after.name).toBe('Original card');
  expect(after.alias).toBe(original.alias);
  expect(after.descriptor).toEqual(original.descriptor);

  // Save as into the type's own bundle: a second type there, the original still unchanged.
  await goTo(page, `/widgets-bundles/${source.id.id}/widgetTypes/${original.id.id}`);
  await expect(page.getByTestId('widget-editor-name')).toHaveValue('Original card');
  await saveAs('Original card copy', source.title);
  await expect(page).toHaveURL(new RegExp(`/widgets-bundles/${source.id.id}/widgetTypes/[0-9a-f-]{36}$`));
  await goTo(page, `/widgets-bundles/${source.id.id}/widgetTypes`);
  await expect(page.getByTestId('widget-type-card')).toHaveCount(2);
  expect((await typesOf(source.alias)).map((w) => w.name).sort()).toEqual(['Original card', 'Original card copy']);
  expect(
    ((await (await request.get(`/api/widgetType/${original.id.id}`, { headers })).json()) as { descriptor: Json })
      .descriptor,
  ).toEqual(original.descriptor);
  await request.delete(`/api/widgetsBundle/${source.id.id}`, { headers });
  await request.delete(`/api/widgetsBundle/${target.id.id}`, { headers });
});

test('a dashboard renders a custom widget type through the sandbox (lazy) with its settings, also on a strict-CSP console page', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Like ThingsBoard 3.3.1, the server has no page for custom widgets: the sandbox page is a file of the distribution.
  expect((await request.get('/api/noauth/widget-sandbox')).status()).toBe(404);
  const headers = await api(request);
  const bundle = (await (
    await request.post('/api/widgetsBundle', { headers, data: { title: unique('E2E Dash widgets') } })
  ).json()) as { id: { id: string }; alias: string };
  const descriptor = {
    type: 'static',
    sizeX: 6,
    sizeY: 3,
    resources: [],
    templateHtml: '<div class="hello"></div>',
    templateCss: '.hello { font-size: 20px; }',
    controllerScript:
      "self.onInit = () => self.ctx.$container.find('.hello').text(`Custom says ${self.ctx.settings.word}`);",
    settingsSchema: '{}',
    dataKeySettingsSchema: '{}',
    defaultConfig: '{}',
  };
  const type = (await (
    await request.post('/api/widgetType', {
      headers,
      data: { bundleAlias: bundle.alias, name: 'Custom hello', descriptor },
    })
  ).json()) as { alias: string };
  const w = {
    id: 'c1',
    isSystemType: false,
    bundleAlias: bundle.alias,
    typeAlias: type.alias,
    type: 'static',
    title: 'Custom',
    sizeX: 6,
    sizeY: 3,
    config: {
      datasources: [],
      title: 'Custom',
      showTitle: true,
      backgroundColor: '#fff',
      padding: '8px',
      settings: { word: 'hi' },
    },
  };
  const configuration = {
    widgets: { c1: w },
    states: {
      default: {
        name: 'Custom',
        root: true,
        layouts: {
          main: { widgets: { c1: { sizeX: 6, sizeY: 3, row: 0, col: 0 } }, gridSettings: { columns: 24, margin: 10 } },
        },
      },
    },
    entityAliases: {},
    filters: {},
    settings: { stateControllerId: 'entity', showTitle: true },
  };
  const dash = (await (
    await request.post('/api/dashboard', { headers, data: { title: unique('E2E custom widget'), configuration } })
  ).json()) as { id: { id: string } };
  await openAs(page, 'tenant', '/widgets-bundles');
  await goTo(page, `/dashboards/${dash.id.id}`);
  const frame = page.frameLocator('[data-testid="custom-widget"] iframe');
  await expect(frame.locator('.hello')).toHaveText('Custom says hi');
  await expect(page.locator('[data-testid="custom-widget"] iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(page.locator('[data-testid="custom-widget"] iframe')).toHaveAttribute(
    'src',
    /\/dist\/widget-sandbox\.html$/,
  );

  // The same dashboard in the console page served under a strict CSP (demo/csp.html: no eval, no inline script):
  // the sandbox frame is the only place the widget's code runs, and the page reports no violation.
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/csp.html');
  await expect(page.getByTestId('shell')).toBeVisible();
  // That page's console routes in memory: open the dashboard as an embedding partner would, with initial-path.
  await page.evaluate((path) => {
    const old = document.querySelector('iot-console')!;
    const next = document.createElement('iot-console');
    next.setAttribute('initial-path', path);
    old.replaceWith(next);
  }, `/dashboards/${dash.id.id}`);
  await expect(page.frameLocator('[data-testid="custom-widget"] iframe').locator('.hello')).toHaveText(
    'Custom says hi',
  );
  expect(violations).toEqual([]);
  await request.delete(`/api/dashboard/${dash.id.id}`, { headers });
  await request.delete(`/api/widgetsBundle/${bundle.id.id}`, { headers });
});
