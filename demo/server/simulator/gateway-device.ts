/**
 * A simulated gateway on the real MQTT transport, speaking the ThingsBoard gateway API for its sub-devices the way
 * the ThingsBoard IoT Gateway does: connects with its own access token, subscribes to `v1/gateway/attributes`,
 * `v1/gateway/attributes/response` and `v1/gateway/rpc`, announces each sub-device on `v1/gateway/connect` (with its
 * type, so the server creates it on first run), reports their client attributes, asks for a thermostat's shared
 * `targetTemperature`, publishes all sub-devices' telemetry in one `v1/gateway/telemetry` message per interval (its own
 * on `v1/devices/me/telemetry`) and answers RPC for them on `v1/gateway/rpc`.
 */
import mqtt, { type MqttClient } from 'mqtt';
import type { DemoDevice, DemoSubDevice } from '../seed/devices.js';
import { DeviceModel, type Random } from './models.js';
import type { SimulatedDevice } from './mqtt-device.js';

/** The sub-device as a demo device the value models understand (it has no credentials of its own). */
export function subDeviceOf(gateway: DemoDevice, sub: DemoSubDevice): DemoDevice {
  return {
    tenant: gateway.tenant,
    name: sub.name,
    accessToken: '',
    profile: sub.profile,
    customer: gateway.customer,
    label: null,
    description: `Behind ${gateway.name}`,
    telemetry: sub.telemetry,
  };
}

function parse(payload: Buffer): Record<string, unknown> | null {
  try {
    const v = JSON.parse(payload.toString('utf8')) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function onMessage(client: MqttClient, subs: ReadonlyMap<string, DeviceModel>, topic: string, payload: Buffer): void {
  const body = parse(payload);
  const model = body && typeof body['device'] === 'string' ? subs.get(body['device']) : undefined;
  if (!body || !model) return;
  const name = model.device.name;
  const reportSetpoint = () =>
    client.publish('v1/gateway/attributes', JSON.stringify({ [name]: { targetTemperature: model.setpoint } }), {
      qos: 1,
    });
  if (topic === 'v1/gateway/rpc') {
    const data = (body['data'] ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
    const result = model.rpc(String(data.method ?? ''), data.params);
    client.publish('v1/gateway/rpc', JSON.stringify({ device: name, id: data.id, data: result }), { qos: 1 });
  } else if (topic === 'v1/gateway/attributes') {
    if (model.applyShared((body['data'] ?? {}) as Record<string, unknown>)) reportSetpoint();
  } else if (topic === 'v1/gateway/attributes/response' && 'value' in body) {
    if (model.applyShared({ targetTemperature: body['value'] })) reportSetpoint();
  }
}

/** Connects the gateway and its sub-devices; `models` receives every sub-device's live model by name. */
export function startGatewayDevice(
  url: string,
  gateway: DeviceModel,
  models: Map<string, DeviceModel>,
  intervalMs: number,
  log: (msg: string) => void,
  random?: Random,
): SimulatedDevice {
  const subs = new Map<string, DeviceModel>();
  for (const sub of gateway.device.subDevices ?? []) {
    const model = new DeviceModel(subDeviceOf(gateway.device, sub), random);
    subs.set(sub.name, model);
    models.set(sub.name, model);
  }
  const client = mqtt.connect(url, {
    username: gateway.device.accessToken,
    clientId: '',
    protocolVersion: 4,
    clean: true,
    keepalive: 60,
    reconnectPeriod: 5000,
    connectTimeout: 10_000,
  });
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  // Telemetry only once the sub-devices are announced: data for an unknown sub-device would create it with the
  // default profile, and the typed connect that follows does not change an existing device.
  let announced = false;
  const schedule = (delay: number): void => {
    timer = setTimeout(() => {
      if (stopped) return;
      if (client.connected && announced) {
        const ts = Date.now();
        const batch = Object.fromEntries([...subs].map(([name, m]) => [name, [{ ts, values: m.step() }]]));
        client.publish('v1/gateway/telemetry', JSON.stringify(batch), { qos: 1 });
        client.publish('v1/devices/me/telemetry', JSON.stringify(gateway.step()), { qos: 1 });
      }
      schedule(intervalMs * (0.75 + Math.random() * 0.5));
    }, delay);
  };
  client.on('connect', () => {
    announced = false;
    client.subscribe(['v1/gateway/attributes', 'v1/gateway/attributes/response', 'v1/gateway/rpc'], { qos: 1 }, () => {
      client.publish('v1/devices/me/attributes', JSON.stringify(gateway.clientAttributes()), { qos: 1 });
      let requestId = 0;
      for (const [name, m] of subs) {
        const type = gateway.device.subDevices?.find((s) => s.name === name)?.type;
        client.publish('v1/gateway/connect', JSON.stringify({ device: name, type }), { qos: 1 });
        client.publish('v1/gateway/attributes', JSON.stringify({ [name]: m.clientAttributes() }), { qos: 1 });
        requestId += 1;
        if (m.isThermostat)
          client.publish(
            'v1/gateway/attributes/request',
            JSON.stringify({ id: requestId, device: name, client: false, key: 'targetTemperature' }),
            { qos: 1 },
          );
      }
      announced = true;
    });
  });
  client.on('message', (topic, payload) => onMessage(client, subs, topic, payload));
  client.on('error', (err: Error & { code?: number }) => {
    if (err.code === 5) {
      log(
        `simulator: gateway ${gateway.device.name} was refused (token ${gateway.device.accessToken} unknown); not retrying`,
      );
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
