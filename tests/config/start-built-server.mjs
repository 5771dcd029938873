// Starting the built server (dist/server/main.mjs) for tests and benchmarks: the one place that spawns it and waits
// for the line it prints once it listens, `iot-console ready at http://<host>:<port>`. Used by the browser tests'
// /real proxy, the e2e global setup, the seeded data directory, the benchmarks and the cross-origin e2e spec.
//
// Defaults are those every caller wants: any free HTTP and MQTT port (PORT=0, MQTT_PORT=0) and no simulated
// devices (IOT_SIMULATOR=0); `env` adds to or overrides them. The server's stdout is read for as long as it runs
// (a full pipe would block it), a failure to start says which server, why, and what it printed, and a server still
// running when this process exits is killed with it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, staleReason } from '../../demo/scripts/build-stamp.mjs';

export const BUILT_SERVER = path.join(root, 'dist/server/main.mjs');
const READY = /iot-console ready at (http:\/\/\S+)/;
const MQTT = /MQTT transport on port (\d+)/;

/**
 * Rebuilds dist/ (`npm run build`) when it is older than the sources; `who` prefixes the message. Throws when the
 * build fails.
 */
export function buildIfStale(who) {
  const reason = staleReason();
  if (!reason) return;
  console.log(`${who}: building… (${reason})`);
  const b = spawnSync(process.execPath, [path.join(root, 'demo/scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) throw new Error(`${who}: build failed`);
}

/**
 * Waits until `child` prints a line matching `ready` on stdout; resolves with the match and everything printed so
 * far. Rejects when the process exits first or after `timeoutMs` (then the process is killed).
 */
export function untilReadyLine(child, { ready = READY, timeoutMs = 60_000, what = 'server' } = {}) {
  return new Promise((resolve, reject) => {
    let out = '';
    let waiting = true;
    const fail = (message) => {
      waiting = false;
      clearTimeout(timer);
      const tail = out.trim().split('\n').slice(-20).join('\n');
      reject(new Error(tail ? `${message}; it printed:\n${tail}` : message));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`${what} not ready within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    const onExit = (code, signal) => fail(`${what} exited before it was ready (code ${code}, signal ${signal})`);
    child.once('exit', onExit);
    child.stdout.on('data', (d) => {
      if (!waiting) return; // still read, so the pipe never fills
      out += d;
      const match = ready.exec(out);
      if (!match) return;
      waiting = false;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ match, output: out });
    });
  });
}

/**
 * Starts the built server (or `entry`, another build of it) on `dataDir` and resolves once it is ready with
 * `{ child, url, port, mqttPort, stop }`. `url` is as printed (`http://localhost:<port>`); `mqttPort` is null when
 * the server printed none. `stderr`: 'inherit' (default), 'ignore' or 'pipe'; `log`, a writable stream, gets
 * everything the server prints (stdout and a piped stderr). `stop(signal = 'SIGTERM')` resolves with the exit code.
 */
export async function startBuiltServer({
  dataDir,
  env = {},
  entry = BUILT_SERVER,
  stderr = 'inherit',
  log = null,
  timeoutMs = 60_000,
  what = 'server',
}) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, PORT: '0', MQTT_PORT: '0', IOT_SIMULATOR: '0', IOT_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', stderr],
  });
  // Should this process end without stopping it, the server ends with it.
  const kill = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
  process.on('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  if (log) {
    child.stdout.on('data', (d) => log.write(d));
    child.stderr?.on('data', (d) => log.write(d));
  }
  const { match, output } = await untilReadyLine(child, { timeoutMs, what });
  const url = match[1];
  const mqtt = MQTT.exec(output);
  const stop = (signal = 'SIGTERM') => stopProcess(child, signal);
  return { child, url, port: Number(new URL(url).port), mqttPort: mqtt ? Number(mqtt[1]) : null, stop };
}

/** Sends `signal` to `child` (unless it has already ended); resolves with its exit code once it has exited. */
export function stopProcess(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
