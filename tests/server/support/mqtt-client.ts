/** The `mqtt` npm client used the way devices and gateways use it (MQTT 3.1.1, username = access token, empty client id). */
import mqtt, { type MqttClient } from 'mqtt';

/** Connects with an access token; rejects on a refused CONNECT (the error carries the CONNACK `code`). */
export function connectDevice(port: number, token: string, opened: MqttClient[]): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      protocolVersion: 4,
      username: token,
      clientId: '',
      clean: true,
      keepalive: 120,
      reconnectPeriod: 0,
    });
    opened.push(c);
    c.once('connect', () => resolve(c));
    c.on('error', reject);
  });
}

/** The next payload on `topic` whose JSON satisfies `ok` (parsed), or a rejection after `timeoutMs`. */
export function nextJson<T = Record<string, unknown>>(
  c: MqttClient,
  topic: string,
  ok: (v: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      c.off('message', on);
      reject(new Error(`no message on ${topic}`));
    }, timeoutMs);
    const on = (t: string, payload: Buffer) => {
      if (t !== topic) return;
      const v = JSON.parse(payload.toString()) as T;
      if (!ok(v)) return;
      clearTimeout(timer);
      c.off('message', on);
      resolve(v);
    };
    c.on('message', on);
  });
}

/** Polls `read` until `ok` holds or `timeoutMs` passes; returns the last value either way. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
