import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import mqtt from 'mqtt';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './helpers.js';

const READY = /^iot-console ready at http:\/\/localhost:(\d+)$/m;
const BUNDLE = join(ROOT, 'dist/server/main.mjs');

let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'iot-main-'));
  await promisify(execFile)(process.execPath, [join(ROOT, 'demo/scripts/build-server.mjs')], { cwd: ROOT });
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  port: number;
  stdout: () => string;
}

/** Spawns the bundle with PORT=0 and resolves once the ready line is printed. */
function start(extraEnv: Record<string, string> = { IOT_SIMULATOR: '0' }): Promise<Running> {
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: tmpdir(), // the bundle must find the project root by itself
    env: { ...process.env, PORT: '0', MQTT_PORT: '0', HOST: '127.0.0.1', IOT_DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    // A fresh data dir runs initdb (~3 s idle); on a shared, overloaded CI machine that takes much longer.
    const timer = setTimeout(() => reject(new Error(`no ready line in 90 s; stderr: ${err}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = READY.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), stdout: () => out });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited early with ${code}; stderr: ${err}`));
    });
  });
}

function exitCode(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

describe('dist/server/main.mjs', () => {
  it(
    'starts on a fresh data dir, serves the API and static shell, and exits 0 on SIGINT',
    { timeout: 200_000 },
    async () => {
      const { child, port, stdout } = await start();
      try {
        const lines = stdout().trim().split('\n');
        expect(lines.at(-1)).toBe(`iot-console ready at http://localhost:${port}`);
        // The device MQTT transport runs in the same process (MQTT_PORT=0 here: any free port).
        const mqttPort = Number(/^iot-console MQTT transport on port (\d+)$/m.exec(stdout())?.[1]);
        expect(mqttPort).toBeGreaterThan(0);
        const device = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
          username: 'T1_TEST_TOKEN',
          clientId: '',
          protocolVersion: 4,
          reconnectPeriod: 0,
        });
        await device.publishAsync('v1/devices/me/telemetry', '{"mainCheck": 1}', { qos: 1 });
        await device.endAsync();
        const res = await fetch(`http://127.0.0.1:${port}/api/noauth/userPasswordPolicy`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ minimumLength: 6 });
        const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
        });
        expect(login.status).toBe(200);
        const source = await fetch(`http://127.0.0.1:${port}/server/main.ts`);
        expect(source.status).toBe(404);
        // A second server on the same data directory must refuse to start instead of corrupting it.
        await expect(start()).rejects.toThrow(/exited early with 1;[\s\S]*in use by process/);
      } finally {
        expect(await exitCode(child, 'SIGINT')).toBe(0);
      }
    },
  );

  it(
    'restarts on the existing data dir, runs the live demo devices when asked, and exits 0 on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const { child, port, stdout } = await start({ IOT_SIMULATOR: '1', IOT_SIMULATOR_INTERVAL_MS: '300' });
      try {
        expect(stdout()).toMatch(
          /^iot-console simulating 32 demo devices \(29 MQTT, 3 HTTP\) and 3 gateway sub-devices; IOT_SIMULATOR=0 turns this off$/m,
        );
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'customer@thingsboard.org', password: 'customer' }),
        });
        expect(res.status).toBe(200);
      } finally {
        expect(await exitCode(child, 'SIGTERM')).toBe(0);
      }
    },
  );
});
