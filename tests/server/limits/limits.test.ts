/**
 * Tenant-profile enforcement: entity caps refused on create with ThingsBoard's message, REST rate limits per tenant
 * and per customer (429 / 33), transport rate limits over HTTP (429) and MQTT (session closed, no PUBACK), the
 * transport API usage limit, and every change applying on profile save without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import type { IotServer } from '../../../demo/server/app.js';
import { SYSADMIN, auth, body, errorOf, login, startServer } from '../helpers.js';
import { connectDevice } from '../support/mqtt-client.js';

let server: IotServer;
let sa: string;
let httpBase = '';
let mqttPort = 0;
let closeMqtt: () => Promise<void> = async () => {};
const opened: MqttClient[] = [];

beforeAll(async () => {
  server = await startServer();
  httpBase = `http://127.0.0.1:${(await server.listen(0, '127.0.0.1')).port}`;
  const { startMqttTransport } = await import('../../../demo/server/transport/mqtt.js');
  const mqtt = await startMqttTransport(server, 0, '127.0.0.1');
  mqttPort = mqtt.port;
  closeMqtt = () => mqtt.close();
  sa = (await login(server, SYSADMIN)).token;
});
afterAll(async () => {
  for (const c of opened) c.end(true);
  await closeMqtt();
  await server?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const idOf = (res: { body: string }) => ((JSON.parse(res.body) as Record<string, unknown>)['id'] as { id: string }).id;

let seq = 0;

/** A tenant on its own profile (configuration fields given), with a tenant administrator's token. */
async function limitedTenant(
  configuration: Record<string, unknown>,
): Promise<{ profile: Record<string, unknown>; tenantId: string; ta: string }> {
  seq += 1;
  const saved = await call('POST', '/api/tenantProfile', sa, {
    name: `Limited ${seq} ${Date.now()}`,
    isolatedTbCore: false,
    isolatedTbRuleEngine: false,
    profileData: { configuration: { type: 'DEFAULT', ...configuration } },
  });
  expect(saved.statusCode).toBe(200);
  const profile = body(saved);
  const tenant = await call('POST', '/api/tenant', sa, {
    title: `Limited tenant ${seq}`,
    tenantProfileId: profile['id'],
  });
  const tenantId = idOf(tenant);
  const user = await call('POST', '/api/user?sendActivationMail=false', sa, {
    email: `limits${seq}-${Date.now()}@example.com`,
    authority: 'TENANT_ADMIN',
    tenantId: { entityType: 'TENANT', id: tenantId },
  });
  const ta = body<{ token: string }>(await call('GET', `/api/user/${idOf(user)}/token`, sa)).token;
  return { profile, tenantId, ta };
}

/** Saves the profile with changed configuration fields. */
async function updateProfile(profile: Record<string, unknown>, configuration: Record<string, unknown>): Promise<void> {
  const data = profile['profileData'] as { configuration: Record<string, unknown> };
  const res = await call('POST', '/api/tenantProfile', sa, {
    ...profile,
    profileData: { ...data, configuration: { ...data.configuration, ...configuration } },
  });
  expect(res.statusCode).toBe(200);
  Object.assign(profile, body(res));
}

async function deviceToken(ta: string, name: string): Promise<string> {
  const d = await call('POST', '/api/device', ta, { name, type: 'default' });
  expect(d.statusCode).toBe(200);
  return body<{ credentialsId: string }>(await call('GET', `/api/device/${idOf(d)}/credentials`, ta)).credentialsId;
}

const tooMany = (entity: string) => ({
  http: 429,
  status: 429,
  errorCode: 33,
  message: `Too many requests for current ${entity}!`,
});

describe('entity caps', () => {
  it("refuses the entity over each cap with 400/31 and ThingsBoard's message; a raised cap applies at once", async () => {
    // A new tenant starts with two rule chains (core and edge root) and one user (its administrator).
    const { profile, ta } = await limitedTenant({
      maxDevices: 3,
      maxAssets: 2,
      maxCustomers: 2,
      maxUsers: 2,
      maxDashboards: 2,
      maxRuleChains: 3,
    });
    const create = (url: string, n: number, payload: (i: number) => Record<string, unknown>) =>
      Promise.all(Array.from({ length: n }, (_, i) => i)).then(async (is) => {
        const out = [];
        for (const i of is) out.push(await call('POST', url, ta, payload(i)));
        return out;
      });
    const cases: [string, number, (i: number) => Record<string, unknown>, string][] = [
      ['/api/device', 3, (i) => ({ name: `cap-d${i}`, type: 'default' }), "Can't create more then 3 devices!"],
      ['/api/asset', 2, (i) => ({ name: `cap-a${i}`, type: 'building' }), "Can't create more then 2 assets!"],
      ['/api/customer', 2, (i) => ({ title: `cap-c${i}` }), "Can't create more then 2 customers!"],
      ['/api/dashboard', 2, (i) => ({ title: `cap-db${i}` }), "Can't create more then 2 dashboards!"],
      ['/api/ruleChain', 1, (i) => ({ name: `cap-rc${i}`, type: 'CORE' }), "Can't create more then 3 rule chains!"],
      [
        '/api/user?sendActivationMail=false',
        1,
        (i) => ({ email: `cap-u${i}-${Date.now()}@example.com`, authority: 'TENANT_ADMIN' }),
        "Can't create more then 2 users!",
      ],
    ];
    for (const [url, allowed, payload, message] of cases) {
      const made = await create(url, allowed + 1, payload);
      expect(
        made.slice(0, allowed).map((r) => r.statusCode),
        url,
      ).toEqual(Array(allowed).fill(200));
      expect(errorOf(made[allowed] ?? made[0]!), url).toEqual({ http: 400, status: 400, errorCode: 31, message });
    }
    // Updating an existing entity is not a create.
    const list = body<{ data: Record<string, unknown>[] }>(
      await call('GET', '/api/tenant/devices?pageSize=10&page=0', ta),
    );
    expect((await call('POST', '/api/device', ta, { ...list.data[0], label: 'renamed' })).statusCode).toBe(200);
    // Raising the cap on the profile applies to the next request, no restart.
    await updateProfile(profile, { maxDevices: 4 });
    expect((await call('POST', '/api/device', ta, { name: 'cap-d-after', type: 'default' })).statusCode).toBe(200);
    expect(errorOf(await call('POST', '/api/device', ta, { name: 'cap-d-over', type: 'default' })).message).toBe(
      "Can't create more then 4 devices!",
    );
  });
});

describe('REST rate limits', () => {
  it('answers 429/33 per tenant, then per customer; the system administrator is never limited; lifting applies at once', async () => {
    const { profile, ta } = await limitedTenant({ tenantServerRestLimitsConfiguration: '5:60' });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await call('GET', '/api/auth/user', ta)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(errorOf(await call('GET', '/api/tenant/devices?pageSize=1&page=0', ta))).toEqual(tooMany('tenant'));
    for (let i = 0; i < 10; i++) expect((await call('GET', '/api/auth/user', sa)).statusCode).toBe(200);

    await updateProfile(profile, {
      tenantServerRestLimitsConfiguration: null,
      customerServerRestLimitsConfiguration: '3:60',
    });
    expect((await call('GET', '/api/auth/user', ta)).statusCode).toBe(200);
    const customer = idOf(await call('POST', '/api/customer', ta, { title: 'Rate-limited customer' }));
    const cuUser = await call('POST', '/api/user?sendActivationMail=false', ta, {
      email: `cu-limits-${Date.now()}@example.com`,
      authority: 'CUSTOMER_USER',
      customerId: { entityType: 'CUSTOMER', id: customer },
    });
    const cu = body<{ token: string }>(await call('GET', `/api/user/${idOf(cuUser)}/token`, ta)).token;
    const cuCodes = [];
    for (let i = 0; i < 4; i++) cuCodes.push((await call('GET', '/api/auth/user', cu)).statusCode);
    expect(cuCodes).toEqual([200, 200, 200, 429]);
    expect(errorOf(await call('GET', '/api/auth/user', cu))).toEqual(tooMany('customer'));
    // The tenant administrator is no customer user: unaffected.
    for (let i = 0; i < 5; i++) expect((await call('GET', '/api/auth/user', ta)).statusCode).toBe(200);
  });

  it('takes the server-wide configuration when the profile sets none (ThingsBoard 3.3.1: server.rest.limits.tenant)', async () => {
    const other = await startServer({ restLimits: { tenant: '3:60' } });
    try {
      const { token } = await login(other, { username: 'tenant@thingsboard.org', password: 'tenant' });
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await other.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(token) })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]); // sign-in itself is a public call, not counted
    } finally {
      await other.close();
    }
  });
});

describe('transport rate limits', () => {
  it('HTTP: messages per device and data points per tenant → 429; lifted on profile save', async () => {
    const { profile, ta } = await limitedTenant({ transportDeviceTelemetryMsgRateLimit: '5:60' });
    const token = await deviceToken(ta, 'http-limited');
    const post = (payload: string) =>
      fetch(`${httpBase}/api/v1/${token}/telemetry`, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await post(`{"t": ${i}}`)).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);

    await updateProfile(profile, {
      transportDeviceTelemetryMsgRateLimit: null,
      transportTenantTelemetryDataPointsRateLimit: '10:60',
    });
    const dp = [];
    for (let i = 0; i < 3; i++) dp.push((await post('{"a": 1, "b": 2, "c": 3, "d": 4}')).status);
    expect(dp).toEqual([200, 200, 429]);
    // Attribute requests are plain messages: not counted against telemetry data points.
    expect((await fetch(`${httpBase}/api/v1/${token}/attributes`)).status).toBe(200);
    await updateProfile(profile, { transportTenantTelemetryDataPointsRateLimit: null });
    expect((await post('{"a": 1, "b": 2, "c": 3, "d": 4}')).status).toBe(200);
  });

  it('MQTT: over the device message limit the session is closed without a PUBACK', async () => {
    const { ta } = await limitedTenant({ transportDeviceTelemetryMsgRateLimit: '5:60' });
    const token = await deviceToken(ta, 'mqtt-limited');
    const c = await connectDevice(mqttPort, token, opened);
    const closed = new Promise<void>((resolve) => c.once('close', () => resolve()));
    const acked: number[] = [];
    for (let i = 0; i < 6; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        c.publish('v1/devices/me/telemetry', JSON.stringify({ m: i }), { qos: 1 }, (err) => resolve(!err));
        setTimeout(() => resolve(false), 1500);
      });
      if (ok) acked.push(i);
      else break;
    }
    expect(acked).toEqual([0, 1, 2, 3, 4]);
    await closed;
    expect(c.connected).toBe(false);
  });

  it('a tenant whose monthly transport messages reached the profile limit is refused (API usage DISABLED)', async () => {
    const { ta, tenantId } = await limitedTenant({ maxTransportMessages: 3 });
    const token = await deviceToken(ta, 'usage-limited');
    const post = () =>
      fetch(`${httpBase}/api/v1/${token}/telemetry`, {
        method: 'POST',
        body: '{"u": 1}',
        headers: { 'content-type': 'application/json' },
      });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
    await server.usage.flush();
    expect(server.usage.isDisabled(tenantId, 'TRANSPORT')).toBe(true);
    expect((await post()).status).toBe(429);
  });

  it('stored data points and script runs over the profile limits are refused (DB storage and JS API usage DISABLED)', async () => {
    const { ta, tenantId } = await limitedTenant({ maxDPStorageDays: 2, maxJSExecutions: 1 });
    const d = await call('POST', '/api/device', ta, { name: 'storage-limited', type: 'default' });
    const save = () => call('POST', `/api/plugins/telemetry/DEVICE/${idOf(d)}/timeseries/ANY`, ta, { s1: 1, s2: 2 });
    expect((await save()).statusCode).toBe(200);
    const script = () =>
      call('POST', '/api/ruleChain/testScript', ta, {
        script: 'return msg.t > 1;',
        scriptType: 'filter',
        argNames: ['msg', 'metadata', 'msgType'],
        msg: '{"t": 2}',
        metadata: {},
        msgType: 'POST_TELEMETRY_REQUEST',
      });
    expect(body(await script())['error']).not.toBe('JS Execution is disabled due to API limits!'); // ran (and was counted)
    await server.usage.flush();
    expect([server.usage.isDisabled(tenantId, 'DB'), server.usage.isDisabled(tenantId, 'JS')]).toEqual([true, true]);
    const refused = await save();
    expect([refused.statusCode, refused.body]).toEqual([403, 'DB storage writes are disabled due to API limits!']);
    expect(body(await script())['error']).toBe('JS Execution is disabled due to API limits!');
  });
});
