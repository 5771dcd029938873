/**
 * Process entry point (bundled to `dist/server/main.mjs`). Environment:
 * - `PORT` (default 8080; 0 = any free port), `HOST` (default 0.0.0.0)
 * - `IOT_DATA_DIR` (default `<project root>/.data`; PGlite lives in `<dir>/pglite`)
 * - `DATABASE_URL` (use PostgreSQL instead of PGlite); `IOT_DB_THREAD=0` keeps PGlite on the main thread
 * - `IOT_WORKERS` (with `DATABASE_URL`: that many worker processes share the HTTP port, `auto` = one per core; see
 *   cluster/primary.ts; unset or 1 = one process, the only mode of the embedded PGlite)
 * - `IOT_JWT_TTL_S`, `IOT_REFRESH_TTL_S`, `IOT_JWT_SIGNING_KEY` (base64)
 * - `IOT_TEST_ROUTES=1` (enable `/api/test/**`), `IOT_LOG=1` (request logging)
 * - `MQTT_PORT` (device MQTT transport, default 1883; 0 = any free port; a busy port is reported and HTTP still starts)
 * - `IOT_SIMULATOR` (`0` = do not run the live demo devices; see simulator/simulator.ts), `IOT_SIMULATOR_INTERVAL_MS`
 *   (reporting interval per simulated device, default 7000)
 * - `IOT_REST_LIMITS_TENANT`, `IOT_REST_LIMITS_CUSTOMER` (REST rate limits, `"<count>:<seconds>,…"`; unset = off)
 * - `IOT_UPDATES_URL` (update feed for the system administrator's update check; see admin/updates.ts)
 * - `IOT_CORS_ALLOWED_ORIGINS` (origins other pages may call `/api/**` from, comma-separated; unset = any origin, as
 *   ThingsBoard's default; empty = no CORS; see http/cors.ts)
 * Prints `iot-console ready at http://localhost:<port>` once listening; SIGINT/SIGTERM close cleanly (exit 0).
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import cluster from 'node:cluster';
import { createServer, type IotServer } from './app.js';
import { findProjectRoot } from './lib/project-root.js';
import { parseAllowedOrigins } from './http/cors.js';
import { startMqttTransport, type MqttTransport } from './transport/mqtt.js';
import { DEFAULT_INTERVAL_MS, startSimulator, type Simulator } from './simulator/simulator.js';
import { reportWorkerReady, runPrimary, workerRole } from './cluster/primary.js';

function intEnv(name: string, fallback: number | undefined): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** `IOT_WORKERS`: a count, or `auto` for one per core. */
function workerCount(): number {
  return process.env['IOT_WORKERS']?.trim() === 'auto' ? availableParallelism() : (intEnv('IOT_WORKERS', 1) ?? 1);
}

async function main(): Promise<void> {
  const root = findProjectRoot(import.meta.url);
  const port = intEnv('PORT', 8080) ?? 8080;
  const host = process.env['HOST'] || '0.0.0.0';
  const dataDir = resolve(process.env['IOT_DATA_DIR'] || join(root, '.data'));
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const workers = workerCount();
  if (cluster.isPrimary && workers > 1) {
    if (databaseUrl) {
      runPrimary(
        workers,
        (msg) => process.stderr.write(`iot-console: ${msg}\n`),
        (line) => process.stdout.write(`${line}\n`),
      );
      return;
    }
    process.stderr.write(
      'iot-console: IOT_WORKERS needs DATABASE_URL (the embedded PGlite serves from one process); starting one process\n',
    );
  }
  const role = workerRole();

  const server: IotServer = await createServer({
    ...(databaseUrl
      ? { databaseUrl }
      : { dataDir: join(dataDir, 'pglite'), dbThread: process.env['IOT_DB_THREAD'] !== '0' }),
    jwtTtlSeconds: intEnv('IOT_JWT_TTL_S', undefined),
    refreshTtlSeconds: intEnv('IOT_REFRESH_TTL_S', undefined),
    usageFlushMs: intEnv('IOT_USAGE_FLUSH_MS', undefined),
    jwtSigningKey: process.env['IOT_JWT_SIGNING_KEY'] || undefined,
    staticRoot: root,
    testRoutes: process.env['IOT_TEST_ROUTES'] === '1',
    logger: process.env['IOT_LOG'] === '1',
    updatesUrl: process.env['IOT_UPDATES_URL'] || undefined,
    corsAllowedOrigins: parseAllowedOrigins(process.env['IOT_CORS_ALLOWED_ORIGINS']),
    restLimits: {
      tenant: process.env['IOT_REST_LIMITS_TENANT'] || undefined,
      customer: process.env['IOT_REST_LIMITS_CUSTOMER'] || undefined,
    },
    ...(role ? { cluster: { role } } : {}),
  });

  let mqtt: MqttTransport | null = null;
  let simulator: Simulator | null = null;
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      process.stderr.write(`iot-console: forced exit after ${signal}\n`);
      process.exit(1);
    }, 10_000);
    force.unref();
    Promise.resolve(simulator?.stop())
      .then(() => mqtt?.close())
      .then(() => server.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          process.stderr.write(`iot-console: error while closing: ${String(err)}\n`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const { port: actual } = await server.listen(port, host);
  if (role === 'follower') {
    reportWorkerReady(actual);
    return;
  }
  const mqttPort = intEnv('MQTT_PORT', 1883) ?? 1883;
  try {
    mqtt = await startMqttTransport(server, mqttPort, host, (msg) => process.stderr.write(`iot-console: ${msg}\n`));
    process.stdout.write(`iot-console MQTT transport on port ${mqtt.port}\n`);
  } catch (err) {
    process.stderr.write(
      `iot-console: MQTT transport not started on port ${mqttPort}: ${err instanceof Error ? err.message : String(err)}\n`,
    );
  }
  if (mqtt && process.env['IOT_SIMULATOR'] !== '0' && !stopping) {
    const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    simulator = startSimulator({
      mqttUrl: `mqtt://${local}:${mqtt.port}`,
      httpUrl: `http://${local}:${actual}`,
      intervalMs: intEnv('IOT_SIMULATOR_INTERVAL_MS', DEFAULT_INTERVAL_MS) || DEFAULT_INTERVAL_MS,
      log: (msg) => process.stderr.write(`iot-console: ${msg}\n`),
    });
    const { mqtt: viaMqtt, http: viaHttp, subDevices } = simulator.counts;
    process.stdout.write(
      `iot-console simulating ${viaMqtt + viaHttp} demo devices (${viaMqtt} MQTT, ${viaHttp} HTTP) and ${subDevices} gateway sub-devices; IOT_SIMULATOR=0 turns this off\n`,
    );
  }
  if (role) reportWorkerReady(actual);
  else process.stdout.write(`iot-console ready at http://localhost:${actual}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `iot-console failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
