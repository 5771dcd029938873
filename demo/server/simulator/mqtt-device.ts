/**
 * One simulated device on the real MQTT transport, behaving like a device firmware using the ThingsBoard device API:
 * username = access token, empty client id, subscribes to shared-attribute pushes, attribute responses and RPC
 * requests, reports client attributes and asks for its shared `targetTemperature` on connect, publishes telemetry
 * every interval and answers RPC requests on `v1/devices/me/rpc/response/{id}`.
 */
import mqtt, { type MqttClient } from 'mqtt';
import type { DeviceModel } from './models.js';

const RPC_REQUEST = /^v1\/devices\/me\/rpc\/request\/(\d+)$/;

/** A running simulated MQTT device. */
export interface SimulatedDevice {
  stop(): Promise<void>;
}

function parse(payload: Buffer): Record<string, unknown> | null {
  try {
    const v = JSON.parse(payload.toString('utf8')) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function onMessage(client: MqttClient, model: DeviceModel, topic: string, payload: Buffer): void {
  const body = parse(payload);
  if (!body) return;
  const rpc = RPC_REQUEST.exec(topic);
  if (rpc) {
    const result = model.rpc(String(body['method'] ?? ''), body['params']);
    client.publish(`v1/devices/me/rpc/response/${rpc[1]}`, JSON.stringify(result), { qos: 1 });
    return;
  }
  // Attribute response: {shared: {...}}; push: {targetTemperature: …} (or {deleted: [...]}).
  const shared = topic.startsWith('v1/devices/me/attributes/response/') ? body['shared'] : body;
  if (typeof shared === 'object' && shared !== null && model.applyShared(shared as Record<string, unknown>)) {
    client.publish('v1/devices/me/attributes', JSON.stringify({ targetTemperature: model.setpoint }), { qos: 1 });
  }
}

/**
 * Connects `model`'s device to `url` and publishes its telemetry every `intervalMs` (±25 % jitter, first one after a
 * random share of the interval, so devices do not publish in lockstep). A refused token (device deleted) stops it.
 */
export function startMqttDevice(
  url: string,
  model: DeviceModel,
  intervalMs: number,
  log: (msg: string) => void,
): SimulatedDevice {
  const client = mqtt.connect(url, {
    username: model.device.accessToken,
    clientId: '',
    protocolVersion: 4,
    clean: true,
    keepalive: 60,
    reconnectPeriod: 5000,
    connectTimeout: 10_000,
  });
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = (delay: number): void => {
    timer = setTimeout(() => {
      if (stopped) return;
      if (client.connected) client.publish('v1/devices/me/telemetry', JSON.stringify(model.step()), { qos: 1 });
      schedule(intervalMs * (0.75 + Math.random() * 0.5));
    }, delay);
  };
  client.on('connect', () => {
    client.subscribe(
      ['v1/devices/me/attributes', 'v1/devices/me/attributes/response/+', 'v1/devices/me/rpc/request/+'],
      { qos: 1 },
      () => {
        client.publish('v1/devices/me/attributes', JSON.stringify(model.clientAttributes()), { qos: 1 });
        if (model.isThermostat)
          client.publish('v1/devices/me/attributes/request/1', JSON.stringify({ sharedKeys: 'targetTemperature' }), {
            qos: 1,
          });
      },
    );
  });
  client.on('message', (topic, payload) => onMessage(client, model, topic, payload));
  client.on('error', (err: Error & { code?: number }) => {
    if (err.code === 5) {
      log(`simulator: ${model.device.name} was refused (token ${model.device.accessToken} unknown); not retrying`);
      stopped = true;
      client.end(true);
    }
  });
  schedule(Math.random() * intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client.endAsync(!client.connected);
    },
  };
}
