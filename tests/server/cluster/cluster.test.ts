/**
 * Multi-process mode (`IOT_WORKERS` with `DATABASE_URL`): the bundled server forks two workers sharing one port;
 * REST answers from both, a WebSocket subscription on one worker gets the updates written through the other, a
 * revoked token stops working on every worker within a notification round trip, and a two-way RPC made through
 * either worker reaches the MQTT device held by the leader. Rate limits and API usage states hold for the whole
 * server: a tenant's REST limit is shared by the workers, and a follower refuses a device call once the leader
 * disabled the tenant's transport. Needs a PostgreSQL (`IOT_TEST_PG_URL`, as
 * `node tests/server/run-on-postgres.mjs` sets it); skipped on the embedded database, which is single-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ROOT } from '../helpers.js';
import { PG_ADMIN_URL } from '../support/pg-template.js';
import { WsClient } from '../ws-client.js';
import type { MqttClient } from 'mqtt';
import { connectDevice } from '../support/mqtt-client.js';

const READY = /^iot-console ready at http:\/\/localhost:(\d+)$/m;
const database = `iot_cluster_${randomBytes(4).toString('hex')}`;
let child: ChildProcess | null = null;
let base = '';
let mqttPort = 0;
const opened: MqttClient[] = [];

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** JSON over one keep-alive connection, so every call of one client reaches the same worker. */
function client() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: string, path: string, token?: string, payload?: unknown) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const data = payload === undefined ? undefined : JSON.stringify(payload);
      const req = http.request(
        base + path,
        {
          method,
          agent,
          headers: {
            ...(token ? { 'x-authorization': `Bearer ${token}` } : {}),
            ...(data ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  return {
    call,
    pid: async () => ((await call('GET', '/api/test/process')).body as { pid: number }).pid,
    close: () => agent.destroy(),
  };
}

async function login(username: string, password: string): Promise<string> {
  const c = client();
  const res = await c.call('POST', '/api/auth/login', undefined, { username, password });
  c.close();
  expect(res.status).toBe(200);
  return (res.body as { token: string }).token;
}

/** Builds the server, creates a throwaway database and starts the bundle with two workers. */
async function startCluster(): Promise<void> {
  await promisify(execFile)(process.execPath, [join(ROOT, 'demo/scripts/build-server.mjs')], { cwd: ROOT });
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(PG_ADMIN_URL ?? '');
  url.pathname = `/${database}`;
  const proc = spawn(process.execPath, [join(ROOT, 'dist/server/main.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      IOT_WORKERS: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      MQTT_PORT: '0',
      IOT_SIMULATOR: '0',
      IOT_TEST_ROUTES: '1',
      IOT_USAGE_FLUSH_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  let err = '';
  proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 90 s: ${out} ${err}`)), 90_000);
    proc.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = READY.exec(out);
      mqttPort = Number(/MQTT transport on port (\d+)/.exec(out)?.[1] ?? 0);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    proc.once('exit', (code) => reject(new Error(`exited ${code}: ${out} ${err}`)));
  });
}

/** Stops the workers and drops their database. */
async function stopCluster(): Promise<void> {
  for (const c of opened) c.end(true);
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (PG_ADMIN_URL) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

describe.skipIf(!PG_ADMIN_URL)('multi-process mode on PostgreSQL', () => {
  beforeAll(startCluster, 120_000);

  afterAll(stopCluster, 30_000);

  it('serves REST from both workers and delivers a WebSocket update written through another worker', async () => {
    const token = await login('tenant@thingsboard.org', 'tenant');
    const reader = client();
    const devices = (await reader.call('GET', '/api/tenant/devices?pageSize=1&page=0', token)).body as {
      data: { id: { id: string } }[];
    };
    const deviceId = devices.data[0]?.id.id ?? '';
    reader.close();
    const ws = await WsClient.open(`${base.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    ws.send({
      tsSubCmds: [
        {
          cmdId: 7,
          entityType: 'DEVICE',
          entityId: deviceId,
          keys: 'clusterCheck',
          scope: 'LATEST_TELEMETRY',
          unsubscribe: false,
        },
      ],
    });
    await ws.next((m) => m['subscriptionId'] === 7);
    // New connections are dealt to the workers in turn: writers on two connections in a row hit both workers, so
    // at least one write comes from a worker other than the socket's.
    const writers = new Set<number>();
    for (let i = 1; i <= 8 && writers.size < 2; i++) {
      const c = client();
      writers.add(await c.pid());
      const from = ws.messages.length;
      const ts = Date.now();
      const res = await c.call('POST', `/api/plugins/telemetry/DEVICE/${deviceId}/timeseries/ANY`, token, {
        ts,
        values: { clusterCheck: i },
      });
      expect(res.status).toBe(200);
      const update = await ws.next(
        (m) => m['subscriptionId'] === 7 && JSON.stringify(m['data']).includes(`"${i}"`),
        5000,
        from,
      );
      expect(update).toMatchObject({ data: { clusterCheck: [[ts, String(i)]] } });
      c.close();
    }
    expect(writers.size).toBe(2);
    ws.close();
  });

  it('ends a revoked token on every worker within one notification round trip', async () => {
    const sa = await login('sysadmin@thingsboard.org', 'sysadmin');
    const admin1 = client();
    const tenants = (await admin1.call('GET', '/api/tenants?pageSize=1&page=0', sa)).body as {
      data: { id: { id: string } }[];
    };
    const tenantId = tenants.data[0]?.id.id ?? '';
    const email = `cluster-${Date.now()}@example.com`;
    const user = (
      await admin1.call('POST', '/api/user?sendActivationMail=false', sa, {
        email,
        authority: 'TENANT_ADMIN',
        tenantId: { entityType: 'TENANT', id: tenantId },
      })
    ).body as { id: { id: string } };
    const token = ((await admin1.call('GET', `/api/user/${user.id.id}/token`, sa)).body as { token: string }).token;
    // One connection per worker, each having accepted the token once (so each worker has it cached as valid).
    const perWorker = new Map<number, ReturnType<typeof client>>();
    for (let i = 0; i < 8 && perWorker.size < 2; i++) {
      const c = client();
      const pid = await c.pid();
      if (perWorker.has(pid)) c.close();
      else perWorker.set(pid, c);
    }
    expect(perWorker.size).toBe(2);
    for (const c of perWorker.values()) expect((await c.call('GET', '/api/auth/user', token)).status).toBe(200);
    expect((await admin1.call('DELETE', `/api/user/${user.id.id}`, sa)).status).toBe(200);
    const t0 = Date.now();
    for (const c of perWorker.values()) {
      let res = await c.call('GET', '/api/auth/user', token);
      // The other worker learns of it over NOTIFY: one round trip (2–21 ms measured on a loaded 2-core machine).
      while (res.status === 200 && Date.now() - t0 < 1000) res = await c.call('GET', '/api/auth/user', token);
      expect(res.status).toBe(401);
      c.close();
    }
    admin1.close();
  });

  rpcAcrossWorkersTests();
  limitsAcrossWorkersTests();
});

function rpcAcrossWorkersTests(): void {
  it('delivers a two-way RPC made through any worker to the MQTT device on the leader, and its reply back', async () => {
    expect(mqttPort).toBeGreaterThan(0);
    const token = await login('tenant@thingsboard.org', 'tenant');
    const setup = client();
    const device = (
      await setup.call('POST', '/api/device', token, { name: `cluster-rpc-${Date.now()}`, type: 'default' })
    ).body as { id: { id: string } };
    const credentials = (await setup.call('GET', `/api/device/${device.id.id}/credentials`, token)).body as {
      credentialsId: string;
    };
    setup.close();
    const mqtt = await connectDevice(mqttPort, credentials.credentialsId, opened);
    await mqtt.subscribeAsync('v1/devices/me/rpc/request/+');
    mqtt.on('message', (topic, payload) => {
      const id = /rpc\/request\/(\d+)$/.exec(topic)?.[1];
      if (id)
        void mqtt.publishAsync(
          `v1/devices/me/rpc/response/${id}`,
          JSON.stringify({ echoed: (JSON.parse(payload.toString()) as { params: unknown }).params }),
        );
    });
    // Calls on new connections alternate between the workers: both must get the device's answer.
    const callers = new Set<number>();
    for (let i = 0; i < 8 && callers.size < 2; i++) {
      const c = client();
      callers.add(await c.pid());
      const res = await c.call('POST', `/api/plugins/rpc/twoway/${device.id.id}`, token, {
        method: 'echo',
        params: { n: i },
      });
      expect(res).toEqual({ status: 200, body: { echoed: { n: i } } });
      c.close();
    }
    expect(callers.size).toBe(2);
  });
}

/** Connections to both workers (new connections are dealt in turn), by process id. */
async function oneClientPerWorker(): Promise<ReturnType<typeof client>[]> {
  const perWorker = new Map<number, ReturnType<typeof client>>();
  for (let i = 0; i < 8 && perWorker.size < 2; i++) {
    const c = client();
    const pid = await c.pid();
    if (perWorker.has(pid)) c.close();
    else perWorker.set(pid, c);
  }
  expect(perWorker.size).toBe(2);
  return [...perWorker.values()];
}

let limitedSeq = 0;

/** A new tenant on a new profile with `configuration`, and a token of its administrator. */
async function limitedTenant(configuration: Record<string, unknown>): Promise<{ ta: string }> {
  limitedSeq += 1;
  const sa = await login('sysadmin@thingsboard.org', 'sysadmin');
  const c = client();
  const profile = (
    await c.call('POST', '/api/tenantProfile', sa, {
      name: `Cluster limited ${limitedSeq} ${Date.now()}`,
      isolatedTbCore: false,
      isolatedTbRuleEngine: false,
      profileData: { configuration: { type: 'DEFAULT', ...configuration } },
    })
  ).body as { id: unknown };
  const tenant = (
    await c.call('POST', '/api/tenant', sa, { title: `Cluster ${limitedSeq}`, tenantProfileId: profile.id })
  ).body as { id: { id: string } };
  const user = (
    await c.call('POST', '/api/user?sendActivationMail=false', sa, {
      email: `cluster-limits${limitedSeq}-${Date.now()}@example.com`,
      authority: 'TENANT_ADMIN',
      tenantId: { entityType: 'TENANT', id: tenant.id.id },
    })
  ).body as { id: { id: string } };
  const ta = ((await c.call('GET', `/api/user/${user.id.id}/token`, sa)).body as { token: string }).token;
  c.close();
  return { ta };
}

function limitsAcrossWorkersTests(): void {
  it('holds a tenant REST rate limit for the whole server: 10 calls pass in all, not 10 per worker', async () => {
    // 10 per hour: no token refills while the test runs.
    const { ta } = await limitedTenant({ tenantServerRestLimitsConfiguration: '10:3600' });
    const workers = await oneClientPerWorker();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      for (const c of workers) statuses.push((await c.call('GET', '/api/auth/user', ta)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    for (const c of workers) c.close();
  });

  it('refuses device HTTP calls on every worker once the leader disables the tenant transport', async () => {
    const { ta } = await limitedTenant({ maxTransportMessages: 3 });
    const setup = client();
    const device = (await setup.call('POST', '/api/device', ta, { name: 'cluster-usage', type: 'default' })).body as {
      id: { id: string };
    };
    const { credentialsId } = (await setup.call('GET', `/api/device/${device.id.id}/credentials`, ta)).body as {
      credentialsId: string;
    };
    setup.close();
    const workers = await oneClientPerWorker();
    const post = (c: ReturnType<typeof client>) =>
      c.call('POST', `/api/v1/${credentialsId}/telemetry`, undefined, { u: 1 });
    for (let i = 0; i < 3; i++) expect((await post(workers[i % 2]!)).status).toBe(200);
    // Followers forward their counts to the leader, which flushes and publishes the DISABLED state (200 ms flushes).
    const refusedBy = new Set<number>();
    const t0 = Date.now();
    while (refusedBy.size < 2 && Date.now() - t0 < 10_000) {
      for (const [i, c] of workers.entries()) if ((await post(c)).status === 429) refusedBy.add(i);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(refusedBy.size).toBe(2);
    for (const c of workers) c.close();
  });
}
