/**
 * A partner page on another origin, written as the README's Embedding section says: it loads the loader from our
 * server as a module script, hands the ThingsBoard tokens it holds to one element, and shows a device list and a
 * live dashboard. Every call the elements make is cross-origin (and preflighted: they send X-Authorization), so
 * this runs only because the server answers CORS as ThingsBoard 3.3.1 does. A server started with
 * IOT_CORS_ALLOWED_ORIGINS naming some other origin still serves the scripts, and the same page then says which
 * server it cannot reach.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { startBuiltServer } from '../config/start-built-server.mjs';
import { call, shot, unique } from './rest-support';
import { screenshot } from './support/screenshot';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The partner's page: script URLs and element configuration come from `window.partner` (set by the test). */
function partnerPage(api: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner portal</title>
<style>
  body { margin: 0; padding: 16px 24px; font: 14px system-ui, sans-serif; background: #f3f4f6; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
  iot-device-list, iot-dashboard { display: block; height: 520px; background: #fff; border: 1px solid #d1d5db; }
</style>
<script type="module" src="${api}/dist/elements/loader.js"></script>
</head>
<body>
<h1>Partner portal</h1>
<div class="grid">
  <iot-device-list id="devices" page-size="5" readonly></iot-device-list>
  <iot-dashboard id="board" hide-toolbar></iot-dashboard>
</div>
<script type="module">
  import { defineIotElements } from '${api}/dist/elements/loader.js';
  const { token, refreshToken, dashboardId } = window.partner;
  for (const el of document.querySelectorAll('iot-device-list, iot-dashboard')) el.setAttribute('api-url', '${api}');
  document.getElementById('board').setAttribute('dashboard-id', dashboardId);
  // The portal already holds ThingsBoard tokens: one element takes them, every element shares the session.
  const devices = document.getElementById('devices');
  devices.accessToken = token;
  devices.refreshToken = refreshToken;
  await defineIotElements();
</script>
</body>
</html>`;
}

/** The partner origin: a plain static server on another port, serving only the page above. */
async function partnerOrigin(): Promise<{ url: string; server: Server; pages: Map<string, string> }> {
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const body = pages.get((req.url ?? '/').split('?')[0]!);
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, pages };
}

/** A second embedded server (its own data dir) whose CORS allows only an origin the partner page is not on. */
async function restrictedServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-e2e-cors-'));
  const { url, child } = await startBuiltServer({
    dataDir,
    env: { IOT_CORS_ALLOWED_ORIGINS: 'https://intranet.partner.example' },
    stderr: 'ignore',
    timeoutMs: 90_000,
    what: 'restricted server',
  });
  return { url, child, dataDir };
}

async function tokens(api: string): Promise<{ token: string; refreshToken: string }> {
  const ctx = await playwrightRequest.newContext({ baseURL: api });
  const res = await ctx.post('/api/auth/login', { data: { username: 'tenant@thingsboard.org', password: 'tenant' } });
  expect(res.ok()).toBe(true);
  const pair = (await res.json()) as { token: string; refreshToken: string };
  await ctx.dispose();
  return pair;
}

async function openPartner(
  page: Page,
  origin: { url: string; pages: Map<string, string> },
  api: string,
  config: Json,
): Promise<void> {
  origin.pages.set('/portal.html', partnerPage(api));
  await page.addInitScript((cfg) => Object.assign(window, { partner: cfg }), config);
  await page.goto(`${origin.url}/portal.html`);
}

/** A device with a temperature and a dashboard whose value card shows it (ThingsBoard's dashboard JSON). */
async function liveDashboard(
  request: Parameters<typeof call>[0],
  token: string,
): Promise<{ deviceToken: string; dashboardId: string; cleanup(): Promise<void> }> {
  const device = (await call<Json>(request, token, 'POST', '/api/device', { name: unique('Partner sensor') })).body;
  const creds = (await call<Json>(request, token, 'GET', `/api/device/${device.id.id}/credentials`)).body;
  expect((await request.post(`/api/v1/${creds.credentialsId}/telemetry`, { data: { temperature: 21.5 } })).ok()).toBe(
    true,
  );
  const widget = {
    id: 'w1',
    isSystemType: true,
    bundleAlias: 'cards',
    typeAlias: 'simple_card',
    type: 'latest',
    title: 'Temperature',
    sizeX: 6,
    sizeY: 4,
    config: {
      title: 'Temperature',
      showTitle: true,
      backgroundColor: '#ff5722',
      color: 'rgba(255, 255, 255, 0.87)',
      padding: '8px',
      settings: { labelPosition: 'top' },
      datasources: [
        {
          type: 'entity',
          entityAliasId: 'a1',
          dataKeys: [
            {
              name: 'temperature',
              type: 'timeseries',
              label: 'Temperature',
              color: '#2196f3',
              settings: {},
              units: '°C',
            },
          ],
        },
      ],
    },
  };
  const configuration = {
    widgets: { w1: widget },
    entityAliases: {
      a1: {
        id: 'a1',
        alias: 'Sensor',
        filter: {
          type: 'singleEntity',
          resolveMultiple: false,
          singleEntity: { entityType: 'DEVICE', id: device.id.id },
        },
      },
    },
    states: {
      default: {
        name: 'Partner',
        root: true,
        layouts: {
          main: { widgets: { w1: { sizeX: 6, sizeY: 4, row: 0, col: 0 } }, gridSettings: { columns: 24, margin: 10 } },
        },
      },
    },
    filters: {},
    settings: { stateControllerId: 'entity', showTitle: false },
  };
  const dash = (
    await call<Json>(request, token, 'POST', '/api/dashboard', { title: unique('Partner dashboard'), configuration })
  ).body;
  return {
    deviceToken: creds.credentialsId,
    dashboardId: dash.id.id,
    async cleanup() {
      await call(request, token, 'DELETE', `/api/dashboard/${dash.id.id}`);
      await call(request, token, 'DELETE', `/api/device/${device.id.id}`);
    },
  };
}

let origin: Awaited<ReturnType<typeof partnerOrigin>>;
test.beforeAll(async () => {
  origin = await partnerOrigin();
});
test.afterAll(async () => {
  await new Promise((r) => origin?.server.close(r));
});

test('a partner page on another origin loads the elements, signs in once, shows data and live updates', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = new URL(baseURL!).origin;
  const pair = await tokens(api);
  const live = await liveDashboard(request, pair.token);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));

  await openPartner(page, origin, api, { ...pair, dashboardId: live.dashboardId });
  const list = page.locator('#devices');
  await expect(list.locator('tbody tr[data-index]')).toHaveCount(5, { timeout: 30_000 });
  await expect(list.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  const card = page.locator('#board').getByTestId('simple-card');
  await expect(card).toContainText('21.5');
  expect(scripts.some((u) => u.startsWith(`${api}/dist/elements/loader.js`))).toBe(true);
  expect(new URL(page.url()).origin).not.toBe(api);

  // Telemetry over the device HTTP API reaches the dashboard through the (cross-origin) telemetry WebSocket.
  expect((await request.post(`/api/v1/${live.deviceToken}/telemetry`, { data: { temperature: 23.7 } })).ok()).toBe(
    true,
  );
  await expect(card).toContainText('23.7');
  await screenshot(page, shot('cross-origin-partner'));
  await live.cleanup();
});

test('the same page against a server whose CORS allows another origin says it cannot reach the server', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const restricted = await restrictedServer();
  try {
    const pair = await tokens(restricted.url);
    await openPartner(page, origin, restricted.url, { ...pair, dashboardId: '00000000-0000-0000-0000-000000000000' });
    const message = `Cannot reach ${restricted.url} — network or CORS error`;
    await expect(page.locator('#devices').getByTestId('panel-unreachable')).toContainText(message, { timeout: 30_000 });
    await expect(page.locator('#board').getByTestId('dashboard-unreachable')).toHaveText(message);
    await expect(page.locator('#devices').getByTestId('panel-signed-out')).toHaveCount(0);
    await screenshot(page, shot('cross-origin-refused'));
  } finally {
    restricted.child.kill('SIGTERM');
    await new Promise((r) => restricted.child.once('exit', r));
    rmSync(restricted.dataDir, { recursive: true, force: true });
  }
});
