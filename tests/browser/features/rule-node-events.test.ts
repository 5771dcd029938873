/// <reference types="mocha" />
/**
 * A rule node's debug events, end to end against the real server (`/real`): a chain whose "save timeseries" node
 * is in debug mode is the default chain of a fresh device profile; the device posts telemetry over the device HTTP
 * API; `<iot-rule-chain-editor>` then shows the node's IN and OUT events (message type, relation, data) on the
 * node's Events tab, and more after the refresh.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-rule-chain-editor';
import { getSession } from '../../../src/session/session';
import { storeTokens } from '../../../src/session/tokens';
import { clearAuthStorage, shadow, until } from '../helpers';
import { api, REAL, uniqueName } from './real-server';

let token = '';
let chainId = '';
let nodeId = '';
let tenantId = '';
let accessToken = '';

const STORE = 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode';

async function post(path: string, body: unknown) {
  const res = await api<Record<string, unknown>>(token, 'POST', path, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).to.equal(200);
  return res.body;
}

async function sendTelemetry(values: Record<string, unknown>) {
  const res = await fetch(`${REAL}/api/v1/${accessToken}/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });
  expect(res.status).to.equal(200);
}

/** Poll the stored events until there are at least `count` (the rule engine writes them after the device call). */
async function eventsAtLeast(count: number): Promise<void> {
  const start = Date.now();
  while ((await storedEvents()) < count) {
    if (Date.now() - start > 20_000) throw new Error(`timed out waiting for ${count} debug events`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function storedEvents(): Promise<number> {
  const page = await api<{ totalElements: number }>(
    token,
    'GET',
    `/api/events/RULE_NODE/${nodeId}/DEBUG_RULE_NODE?tenantId=${tenantId}&pageSize=50&page=0`,
  );
  return page.body.totalElements;
}

describe('rule node debug events (real server)', function () {
  this.timeout(120_000);
  before(async function () {
    this.timeout(300_000); // the first /real call may (re)build the server
    const login = await fetch(`${REAL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
    });
    const pair = (await login.json()) as { token: string; refreshToken: string };
    token = pair.token;
    expect(storeTokens(pair.token, pair.refreshToken)).to.equal(true);
    const chain = await post('/api/ruleChain', { name: uniqueName('debug chain'), type: 'CORE', debugMode: false });
    chainId = (chain['id'] as { id: string }).id;
    tenantId = (chain['tenantId'] as { id: string }).id;
    const metadata = await post('/api/ruleChain/metadata', {
      ruleChainId: { entityType: 'RULE_CHAIN', id: chainId },
      firstNodeIndex: 0,
      nodes: [
        {
          type: STORE,
          name: 'Store debug',
          debugMode: true,
          configuration: { defaultTTL: 0 },
          additionalInfo: { layoutX: 400, layoutY: 150 },
        },
      ],
      connections: [],
      ruleChainConnections: null,
    });
    nodeId = (metadata['nodes'] as { id: { id: string } }[])[0]!.id.id;
    const profile = await post('/api/deviceProfile', {
      name: uniqueName('debug profile'),
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      defaultRuleChainId: { entityType: 'RULE_CHAIN', id: chainId },
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED' },
      },
    });
    accessToken = `D${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    await post(`/api/device?accessToken=${accessToken}`, {
      name: uniqueName('debug device'),
      deviceProfileId: profile['id'],
    });
    await sendTelemetry({ temperature: 23.5 });
    await eventsAtLeast(2);
  });
  afterEach(() => document.querySelectorAll('iot-rule-chain-editor').forEach((e) => e.remove()));
  after(async () => {
    await getSession().logout();
    clearAuthStorage();
  });

  it("shows the node's IN and OUT debug messages on its Events tab, and new ones after a refresh", async () => {
    const el = document.createElement('iot-rule-chain-editor');
    el.setAttribute('api-url', REAL);
    el.setAttribute('rule-chain-id', chainId);
    el.style.display = 'block';
    el.style.height = '640px';
    document.body.append(el);
    const node = await until(
      () => shadow(el).querySelector<HTMLElement>('[data-testid="rule-node"][data-name="Store debug"]'),
      60_000,
      'debug node on the canvas',
    );
    expect(node.querySelector('[data-testid="rule-node-debug"]')).to.exist;
    node.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    const tab = await until(
      () => [...shadow(el).querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === 'Events'),
      10_000,
      'events tab',
    );
    tab.click();
    const rows = () => [...shadow(el).querySelectorAll<HTMLTableRowElement>('[data-testid="node-events"] tbody tr')];
    await until(() => rows().length >= 2, 10_000, 'event rows');
    const text = rows().map((r) => r.textContent ?? '');
    expect(text.some((t) => t.includes('IN') && t.includes('POST_TELEMETRY_REQUEST'))).to.equal(true);
    expect(text.some((t) => t.includes('OUT') && t.includes('Success'))).to.equal(true);
    expect(text.join(' ')).to.contain('23.5');

    const before = rows().length;
    await sendTelemetry({ temperature: 24.5 });
    await eventsAtLeast(before + 2);
    shadow(el).querySelector<HTMLElement>('[data-testid="events-refresh"]')!.click();
    await until(() => rows().length >= before + 2, 10_000, 'refreshed rows');
    expect(rows()[0]!.textContent).to.contain('24.5');
  });
});
