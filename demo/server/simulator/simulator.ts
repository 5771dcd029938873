/**
 * Live demo devices: every seeded demo device (demo/server/seed/devices.ts) is simulated in-process, connecting to
 * our own transports over real sockets exactly as external hardware would, so the demo dashboards move on a fresh
 * `npm start`. Most use MQTT (telemetry, client attributes, shared-attribute pushes, server-side RPC); the last few
 * field sensors use the device HTTP API, and the demo gateway speaks the gateway API for its sub-devices
 * (gateway-device.ts). Started by demo/server/main.ts unless `IOT_SIMULATOR=0`.
 */
import { DEMO_DEVICES, type DemoDevice } from '../seed/devices.js';
import { DeviceModel, type Random } from './models.js';
import { startHttpDevice } from './http-device.js';
import { startMqttDevice, type SimulatedDevice } from './mqtt-device.js';
import { startGatewayDevice } from './gateway-device.js';

/** Demo devices that report over the device HTTP API instead of MQTT. */
export const HTTP_DEVICE_NAMES: ReadonlySet<string> = new Set(['Sensor 20', 'Sensor 21', 'Sensor 22']);

/** Default reporting interval per device (jittered ±25 %, i.e. one message every ~5–9 s). */
export const DEFAULT_INTERVAL_MS = 7000;

/** Where the simulated devices connect, and how often they report. */
export interface SimulatorOptions {
  /** `mqtt://host:port` of the MQTT transport. */
  mqttUrl: string;
  /** `http://host:port` of the HTTP server (device HTTP API). */
  httpUrl: string;
  intervalMs?: number;
  /** Devices to simulate (default: every demo device). */
  devices?: readonly DemoDevice[];
  random?: Random;
  log?: (msg: string) => void;
}

/** A running simulator. */
export interface Simulator {
  /** Simulated device count per transport (a gateway counts as one MQTT device), and of gateway sub-devices. */
  counts: { mqtt: number; http: number; subDevices: number };
  /** Live models by device name, gateway sub-devices included (tests read setpoints from here). */
  models: ReadonlyMap<string, DeviceModel>;
  /** Disconnects every device (MQTT DISCONNECT, pending HTTP posts aborted). Idempotent. */
  stop(): Promise<void>;
}

/** Starts simulating the demo devices; returns at once (devices connect in the background). */
export function startSimulator(opts: SimulatorOptions): Simulator {
  const intervalMs = opts.intervalMs ?? DEFAULT_INTERVAL_MS;
  const log = opts.log ?? (() => {});
  const models = new Map<string, DeviceModel>();
  const running: SimulatedDevice[] = [];
  const counts = { mqtt: 0, http: 0, subDevices: 0 };
  for (const device of opts.devices ?? DEMO_DEVICES) {
    const model = new DeviceModel(device, opts.random);
    models.set(device.name, model);
    if (device.subDevices) {
      running.push(startGatewayDevice(opts.mqttUrl, model, models, intervalMs, log, opts.random));
      counts.mqtt += 1;
      counts.subDevices += device.subDevices.length;
    } else if (HTTP_DEVICE_NAMES.has(device.name)) {
      running.push(startHttpDevice(opts.httpUrl, model, intervalMs, log));
      counts.http += 1;
    } else {
      running.push(startMqttDevice(opts.mqttUrl, model, intervalMs, log));
      counts.mqtt += 1;
    }
  }
  let stopping: Promise<void> | null = null;
  return {
    counts,
    models,
    stop() {
      stopping ??= Promise.all(running.map((d) => d.stop().catch(() => {}))).then(() => {});
      return stopping;
    },
  };
}
