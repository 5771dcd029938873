/**
 * Dashboards against the real server: a ThingsBoard 3.3.1 dashboard file is imported with POST /api/dashboard, opened
 * in the console at /dashboards/{id} and, made public, embedded in demo/cms.html under a strict CSP as
 * <iot-dashboard public-id>. Live telemetry of the seeded thermostats arrives over the telemetry WebSocket: the status
 * pill says live and the entities table shows temperatures. The file is our greenhouse fixture
 * (tests/fixtures/dashboards) and, with IOT_TB_COMPAT_DIR, ThingsBoard's own Thermostats demo export.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { COMPAT_SKIP, compatDir, readCorpus, type CorpusSource } from '../fixtures/corpus.mjs';
import { signIn } from './shell-support';
import { screenshot } from './support/screenshot';

/** The dashboards tried: each shows three widgets in its root state, one an entities table of the thermostats. */
const CASES: { source: CorpusSource; file: string; label: string }[] = [
  { source: 'fixtures', file: 'greenhouse.json', label: 'the greenhouse fixture' },
  { source: 'compat', file: 'thermostats.json', label: "ThingsBoard's Thermostats export (IOT_TB_COMPAT_DIR)" },
];

async function tenantToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { username: 'tenant@thingsboard.org', password: 'tenant' },
  });
  return ((await res.json()) as { token: string }).token;
}

async function importDashboard(
  request: APIRequestContext,
  source: CorpusSource,
  file: string,
): Promise<{ id: string; publicId: string }> {
  const token = await tenantToken(request);
  const headers = { 'X-Authorization': `Bearer ${token}` };
  const { title, configuration } = readCorpus(source, 'dashboards').find((f) => f.name === file)!.json as {
    title: string;
    configuration: unknown;
  };
  const created = await request.post('/api/dashboard', { headers, data: { title: `${title} (e2e)`, configuration } });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { id: { id: string } }).id.id;
  const pub = await request.post(`/api/customer/public/dashboard/${id}`, { headers });
  const assigned = ((await pub.json()) as { assignedCustomers: { customerId: { id: string }; public: boolean }[] })
    .assignedCustomers;
  return { id, publicId: assigned.find((c) => c.public)!.customerId.id };
}

for (const { source, file, label } of CASES) {
  test(`${label} opens in the console with every widget native`, async ({ page, request }) => {
    test.skip(source === 'compat' && !compatDir(), COMPAT_SKIP);
    const { id } = await importDashboard(request, source, file);
    await signIn(page, 'tenant');
    await page.goto(`/dashboards/${id}`);
    await expect(page.getByTestId('dashboard-toolbar')).toBeVisible();
    await expect(page.getByTestId('widget')).toHaveCount(3);
    await expect(page.getByTestId('widget-type-not-found')).toHaveCount(0);
    await expect(page.getByTestId('widget-type-load-error')).toHaveCount(0);
    await expect(page.getByTestId('dashboard-status')).toHaveAttribute('data-status', 'live');
    await expect(page.getByTestId('table-row').filter({ hasText: /\d °C/ }).first()).toBeVisible();
    await screenshot(page, `tests/e2e/screenshots/e2e-dashboard-console-${source}.png`);
  });

  test(`${label}: a public dashboard inside a strict-CSP CMS article`, async ({ page, request }) => {
    test.skip(source === 'compat' && !compatDir(), COMPAT_SKIP);
    const { id, publicId } = await importDashboard(request, source, file);
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.startsWith('/api/')) apiCalls.push(p);
    });
    // When the element is defined: its script's first chunk has already sent the sign-in by then.
    await page.addInitScript(() => {
      const define = customElements.define.bind(customElements);
      customElements.define = (name, ...rest) => {
        if (name === 'iot-dashboard') (window as { definedAt?: number }).definedAt = performance.now();
        define(name, ...rest);
      };
    });
    await page.goto(`/cms.html?dashboardId=${id}&publicId=${publicId}`);
    await expect(page.getByRole('heading', { name: 'How our greenhouse keeps its climate' })).toBeVisible();
    const dash = page.locator('iot-dashboard');
    await expect(dash.getByTestId('widget')).toHaveCount(3);
    // The public customer owns none of the thermostats here, so the table settles on its empty text.
    await expect(dash.getByText('No data found').first()).toBeVisible();
    // The element signs in and fetches the dashboard while React starts, and the view takes that answer: one
    // sign-in, one dashboard request. Widget chunks' dependencies are asked for at once, as module preloads.
    expect(apiCalls.filter((p) => p === '/api/auth/login/public')).toHaveLength(1);
    expect(apiCalls.filter((p) => p === `/api/dashboard/${id}`)).toHaveLength(1);
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    // The sign-in went out before React and the app were evaluated (the element is defined after them).
    const order = await page.evaluate(() => ({
      login: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/auth/login/public'))?.startTime,
      defined: (window as { definedAt?: number }).definedAt,
    }));
    expect(order.login).toBeLessThan(order.defined ?? 0);
    await expect(dash.getByTestId('dashboard-toolbar')).toHaveCount(0); // hide-toolbar
    await expect(dash.getByTestId('widget-type-not-found')).toHaveCount(0);
    // Public users are always fullscreen with no profile: no way into the console from the article.
    await expect(dash.getByTestId('dashboard-fullscreen')).toHaveCount(0);
    await screenshot(page, `tests/e2e/screenshots/e2e-cms-${source}.png`, { fullPage: true });
    expect(violations).toEqual([]);
  });
}
