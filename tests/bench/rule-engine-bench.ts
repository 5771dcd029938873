/**
 * Rule-engine throughput: telemetry messages per second through the tenant's seeded root chain (device profile
 * node → message type switch → save timeseries), next to the same points written by the engine-less direct sink,
 * on an in-memory server. Messages are sent with a bounded number in flight, as many device sessions would.
 * Budget: the engine keeps at least {@link MIN_RATIO} of the direct sink's rate. `npm run bench -- --only=rule-engine`.
 * Smoke size (IOT_BENCH_SMOKE=1): 200 messages.
 */
import { DirectDeviceMessageSink, type DeviceMessageSink, type DeviceRef } from '../../demo/server/telemetry/sink.js';
import { figure, size, verdict } from './bench-env.mjs';
import { startServer } from '../server/helpers.js';

const MESSAGES = Number(process.env['IOT_BENCH_MESSAGES'] ?? size(3000, 200));
const IN_FLIGHT = 32;
const DEVICES = 20;
const MIN_RATIO = 0.5;

async function run(sink: DeviceMessageSink, devices: DeviceRef[], offset: number): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  async function worker(): Promise<void> {
    while (next < MESSAGES) {
      const i = next++;
      const device = devices[i % devices.length] as DeviceRef;
      await sink.postTelemetry(
        device,
        [
          {
            ts: offset + i,
            values: [
              { key: 'temperature', type: 'DOUBLE', value: 20 + (i % 10) / 10 },
              { key: 'count', type: 'LONG', value: i },
            ],
          },
        ],
        { transport: 'BENCH' },
      );
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return MESSAGES / ((performance.now() - t0) / 1000);
}

// A clone of the migrated, seeded template the server tests cache (setup only: nothing measured depends on it).
const server = await startServer();
try {
  const { rows } = await server.db.query<{ id: string; tenant_id: string; name: string; type: string }>(
    "SELECT d.id, d.tenant_id, d.name, d.type FROM device d JOIN tenant t ON t.id = d.tenant_id WHERE t.title = 'Tenant' ORDER BY d.name LIMIT $1",
    [DEVICES],
  );
  const devices: DeviceRef[] = rows.map((r) => ({
    deviceId: r.id,
    tenantId: r.tenant_id,
    deviceName: r.name,
    deviceType: r.type,
  }));
  if (devices.length === 0) throw new Error('no demo devices');
  const direct = new DirectDeviceMessageSink(server.telemetry.timeseries, server.telemetry.attributes);
  await run(server.telemetry.sink, devices, 1_000_000); // warm-up: caches, JIT
  const engine = await run(server.telemetry.sink, devices, 2_000_000);
  const plain = await run(direct, devices, 3_000_000);
  process.stdout.write(
    `rule engine (root chain): ${figure('rule engine', engine, 'msgs/s').toFixed(0)} msgs/s\ndirect sink: ${figure('direct sink', plain, 'msgs/s').toFixed(0)} msgs/s\n`,
  );
  process.stdout.write(
    `(${MESSAGES} telemetry messages, ${devices.length} devices, ${IN_FLIGHT} in flight, PGlite in memory)\n`,
  );
  if (!verdict('rule engine / direct sink', engine / plain, '×', MIN_RATIO, true, 1)) process.exitCode = 1;
} finally {
  await server.close();
}
