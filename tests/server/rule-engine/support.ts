/**
 * Helpers of the rule-engine tests: devices with tokens, rule chains installed through the real REST routes
 * (create chain → save metadata → make root), telemetry and debug-event readers, and an MQTT device client.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll } from 'vitest';
import { startMqttTransport, type MqttTransport } from '../../../demo/server/transport/mqtt.js';
import { fixture, type Fixture } from '../fixtures.js';

/** Rule node class prefix. */
export const P = 'org.thingsboard.rule.engine.';

/** A node of a test chain. */
export function node(
  clazz: string,
  name: string,
  configuration: Record<string, unknown> = {},
  debugMode = false,
): Record<string, unknown> {
  return { type: P + clazz, name, debugMode, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } };
}

function json<T>(res: { statusCode: number; body: string }, what: string): T {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as T;
}

/** Creates a device (optionally of a profile) and returns its id and access token. */
export async function device(f: Fixture, name: string, profileId?: string): Promise<{ id: string; token: string }> {
  const body: Record<string, unknown> = { name, type: 'default' };
  if (profileId) body['deviceProfileId'] = { entityType: 'DEVICE_PROFILE', id: profileId };
  const d = json<{ id: { id: string } }>(await f.req('POST', '/api/device', 'ta', body), 'save device');
  const c = json<{ credentialsId: string }>(
    await f.req('GET', `/api/device/${d.id.id}/credentials`, 'ta'),
    'credentials',
  );
  return { id: d.id.id, token: c.credentialsId };
}

/** Creates a chain with the given nodes and connections (by index) and returns its id and the saved node ids. */
export async function saveChain(
  f: Fixture,
  name: string,
  nodes: Record<string, unknown>[],
  connections: [number, number, string][],
  type: 'CORE' | 'EDGE' = 'CORE',
  firstNodeIndex = 0,
): Promise<{ chainId: string; nodeIds: string[] }> {
  const chain = json<{ id: { id: string } }>(await f.req('POST', '/api/ruleChain', 'ta', { name, type }), 'save chain');
  const meta = json<{ nodes: { id: { id: string } }[] }>(
    await f.req('POST', '/api/ruleChain/metadata', 'ta', {
      ruleChainId: chain.id,
      firstNodeIndex,
      nodes,
      connections: connections.map(([fromIndex, toIndex, t]) => ({ fromIndex, toIndex, type: t })),
      ruleChainConnections: null,
    }),
    'save metadata',
  );
  return { chainId: chain.id.id, nodeIds: meta.nodes.map((n) => n.id.id) };
}

/** Creates a chain and makes it the tenant's root. */
export async function installRoot(
  f: Fixture,
  name: string,
  nodes: Record<string, unknown>[],
  connections: [number, number, string][],
): Promise<string[]> {
  const { chainId, nodeIds } = await saveChain(f, name, nodes, connections);
  json(await f.req('POST', `/api/ruleChain/${chainId}/root`, 'ta'), 'make root');
  return nodeIds;
}

/** Latest values (strict types) of a device's keys. */
export async function latest(
  f: Fixture,
  id: string,
  keys: string,
): Promise<Record<string, { ts: number; value: unknown }[]>> {
  return json(
    await f.req(
      'GET',
      `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=${keys}&useStrictDataTypes=true`,
      'ta',
    ),
    'latest',
  );
}

/** A DEBUG_RULE_NODE event body. */
export interface DebugBody {
  type: 'IN' | 'OUT';
  relationType: string;
  msgType: string;
  data: string;
  metadata: string;
  error?: string;
}

/** Debug events of a node through the events API, oldest first. */
export async function debugEvents(f: Fixture, nodeId: string): Promise<DebugBody[]> {
  const page = json<{ data: { body: DebugBody }[] }>(
    await f.req(
      'GET',
      `/api/events/RULE_NODE/${nodeId}/DEBUG_RULE_NODE?tenantId=${f.tenantId}&pageSize=100&page=0`,
      'ta',
    ),
    'events',
  );
  return page.data.map((e) => e.body).reverse();
}

/** Posts telemetry over the HTTP device API (resolves after the rule chain finished with it). */
export async function postTelemetry(f: Fixture, token: string, payload: unknown): Promise<void> {
  const res = await f.server.app.inject({
    method: 'POST',
    url: `/api/v1/${token}/telemetry`,
    payload: payload as object,
  });
  if (res.statusCode !== 200) throw new Error(`telemetry: ${res.statusCode}`);
}

/** Connects an MQTT device (username = token). */
export function connectMqtt(port: number, token: string): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      protocolVersion: 4,
      username: token,
      clientId: '',
      clean: true,
      reconnectPeriod: 0,
    });
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}

/** Polls `check` until it returns a value (or fails after `ms`). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * One server with an MQTT transport for a test file: registers the file's beforeAll/afterAll, hands the fixture to
 * `ready`, and connects devices (closed with the server after the file).
 */
export function serverWithMqtt(ready: (f: Fixture) => void): { connect(token: string): Promise<MqttClient> } {
  let f: Fixture | undefined;
  let broker: MqttTransport | undefined;
  const clients: MqttClient[] = [];
  beforeAll(async () => {
    f = await fixture();
    broker = await startMqttTransport(f.server, 0, '127.0.0.1');
    ready(f);
  });
  afterAll(async () => {
    for (const c of clients) c.end(true);
    await broker?.close();
    await f?.server.close();
  });
  return {
    async connect(token) {
      const c = await connectMqtt(broker!.port, token);
      clients.push(c);
      return c;
    },
  };
}
