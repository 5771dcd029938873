/**
 * Live demo devices: the simulator connects the seeded demo devices over real MQTT and the device
 * HTTP API to a server listening on port 0; fresh telemetry shows up in the REST API and on a WebSocket
 * subscription, and a two-way RPC round-trips to a simulated thermostat. The demo gateway creates its sub-devices over
 * the MQTT gateway API, reports their telemetry and answers RPC and shared-attribute changes for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMqttTransport, type MqttTransport } from '../../../demo/server/transport/mqtt.js';
import { startSimulator, type Simulator } from '../../../demo/server/simulator/simulator.js';
import { DEMO_DEVICES } from '../../../demo/server/seed/devices.js';
import { fixture, type Fixture } from '../fixtures.js';
import { WsClient, type Msg } from '../ws-client.js';

let f: Fixture;
let broker: MqttTransport;
let sim: Simulator;
let httpPort: number;
const ids: Record<string, string> = {};
const names = ['Thermostat T1', 'Sensor 01', 'Sensor 21', 'Gateway G1'];
const startedAt = Date.now();

beforeAll(async () => {
  f = await fixture();
  httpPort = (await f.server.listen(0, '127.0.0.1')).port;
  broker = await startMqttTransport(f.server, 0, '127.0.0.1');
  for (const name of names)
    ids[name] =
      (await f.server.db.query<{ id: string }>('SELECT id FROM device WHERE name = $1', [name])).rows[0]?.id ?? '';
  sim = startSimulator({
    mqttUrl: `mqtt://127.0.0.1:${broker.port}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    intervalMs: 200,
    devices: DEMO_DEVICES.filter((d) => names.includes(d.name)),
  });
});
afterAll(async () => {
  await sim?.stop();
  await broker?.close();
  await f?.server.close();
});

async function latest(id: string | undefined, keys: string): Promise<Record<string, { ts: number; value: unknown }[]>> {
  const res = await f.req(
    'GET',
    `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=${keys}&useStrictDataTypes=true`,
    'ta',
  );
  return JSON.parse(res.body) as Record<string, { ts: number; value: unknown }[]>;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const fresh = (r: Record<string, { ts: number; value: unknown }[]>, key: string) => (r[key]?.[0]?.ts ?? 0) >= startedAt;

describe('demo device simulator', () => {
  it('publishes plausible telemetry over MQTT (thermostat, sensor) and HTTP (Sensor 21)', async () => {
    expect(sim.counts).toEqual({ mqtt: 3, http: 1, subDevices: 3 });
    const t1 = await until(
      () => latest(ids['Thermostat T1'], 'temperature,humidity,battery'),
      (r) => ['temperature', 'humidity', 'battery'].every((k) => fresh(r, k)),
    );
    expect(Number(t1['temperature']?.[0]?.value)).toBeGreaterThan(10);
    expect(Number(t1['temperature']?.[0]?.value)).toBeLessThan(35);
    expect(Number(t1['humidity']?.[0]?.value)).toBeGreaterThan(5);
    expect(Number(t1['battery']?.[0]?.value)).toBeLessThanOrEqual(100);
    for (const name of ['Sensor 01', 'Sensor 21']) {
      const r = await until(
        () => latest(ids[name], 'temperature,humidity'),
        (v) => fresh(v, 'temperature') && fresh(v, 'humidity'),
      );
      expect(fresh(r, 'temperature'), name).toBe(true);
    }
    const attrs = await until(
      async () =>
        JSON.parse(
          (await f.req('GET', `/api/plugins/telemetry/DEVICE/${ids['Sensor 21']}/values/attributes/CLIENT_SCOPE`, 'ta'))
            .body,
        ) as { key: string }[],
      (a) => a.some((x) => x.key === 'simulated'),
    );
    expect(attrs.map((a) => a.key)).toEqual(expect.arrayContaining(['firmwareVersion', 'model', 'simulated']));
  });

  it('pushes the simulated updates to a WebSocket subscription', async () => {
    const c = await WsClient.open(`ws://127.0.0.1:${httpPort}/api/ws/plugins/telemetry?token=${f.tok.ta}`);
    try {
      c.ws.send(
        JSON.stringify({
          tsSubCmds: [
            {
              cmdId: 7,
              entityType: 'DEVICE',
              entityId: ids['Sensor 01'],
              keys: 'temperature',
              scope: 'LATEST_TELEMETRY',
            },
          ],
        }),
      );
      const first = await c.next((m: Msg) => m['subscriptionId'] === 7);
      const firstTs = Number(((first['data'] as Record<string, [number, string][]>)['temperature'] ?? [])[0]?.[0] ?? 0);
      const update = await c.next(
        (m: Msg) =>
          m['subscriptionId'] === 7 &&
          Number(((m['data'] as Record<string, [number, string][]>)['temperature'] ?? [])[0]?.[0] ?? 0) > firstTs,
        10_000,
      );
      expect(update['errorCode']).toBe(0);
    } finally {
      c.close();
    }
  });

  it('answers two-way RPC (setValue / getValue of the thermostat setpoint) and follows the shared targetTemperature', async () => {
    const id = ids['Thermostat T1'];
    const set = await until(
      () => f.req('POST', `/api/rpc/twoway/${id}`, 'ta', { method: 'setValue', params: 25.5 }),
      (r) => r.statusCode === 200,
    );
    expect(set.statusCode).toBe(200);
    expect(JSON.parse(set.body)).toBe(25.5);
    const get = await f.req('POST', `/api/rpc/twoway/${id}`, 'ta', { method: 'getValue', params: null });
    expect(JSON.parse(get.body)).toBe(25.5);
    expect(
      JSON.parse((await f.req('POST', `/api/rpc/twoway/${id}`, 'ta', { method: 'reboot', params: {} })).body),
    ).toEqual({ error: 'Unsupported method: reboot' });
    const save = await f.req('POST', `/api/plugins/telemetry/DEVICE/${id}/attributes/SHARED_SCOPE`, 'ta', {
      targetTemperature: 18,
    });
    expect(save.statusCode).toBe(200);
    await until(
      async () => sim.models.get('Thermostat T1')?.setpoint,
      (v) => v === 18,
    );
    expect(sim.models.get('Thermostat T1')?.setpoint).toBe(18);
  });

  gatewaySimulationTests();
});

function gatewaySimulationTests(): void {
  it('runs the gateway: sub-devices created with their types, fresh telemetry, RPC and shared attributes through the gateway', async () => {
    const idOf = async (name: string) =>
      (
        await f.server.db.query<{ id: string; type: string; info: { lastConnectedGateway?: string } }>(
          'SELECT id, type, additional_info AS info FROM device WHERE name = $1',
          [name],
        )
      ).rows[0];
    const meter = await until(
      () => idOf('G1 Meter 1'),
      (d) => !!d,
    );
    const thermo = await until(
      () => idOf('G1 Thermostat'),
      (d) => !!d,
    );
    expect([meter?.type, thermo?.type]).toEqual(['energy-meter', 'thermostat']);
    expect(meter?.info.lastConnectedGateway).toBe(ids['Gateway G1']);
    const power = await until(
      () => latest(meter?.id, 'power,voltage'),
      (r) => fresh(r, 'power') && fresh(r, 'voltage'),
    );
    expect(Number(power['voltage']?.[0]?.value)).toBeGreaterThan(200);
    expect(
      fresh(
        await until(
          () => latest(ids['Gateway G1'], 'cpuLoad'),
          (r) => fresh(r, 'cpuLoad'),
        ),
        'cpuLoad',
      ),
    ).toBe(true);
    const set = await until(
      () => f.req('POST', `/api/rpc/twoway/${thermo?.id}`, 'ta', { method: 'setValue', params: 24 }),
      (r) => r.statusCode === 200,
    );
    expect(JSON.parse(set.body)).toBe(24);
    await f.req('POST', `/api/plugins/telemetry/DEVICE/${thermo?.id}/attributes/SHARED_SCOPE`, 'ta', {
      targetTemperature: 19.5,
    });
    expect(
      await until(
        async () => sim.models.get('G1 Thermostat')?.setpoint,
        (v) => v === 19.5,
      ),
    ).toBe(19.5);
  });
}
