/**
 * MQTT device transport on aedes: MQTT 3.1.1, username = access token (password ignored, an
 * empty client id gets one assigned), a bad token → CONNACK 5. The broker never routes messages between clients:
 * every topic is `v1/devices/me/…` for every device, so device publishes are handled here (PUBACK after they are
 * stored) and everything a device receives is sent to that one client (`authorizeForward` drops the rest). A
 * malformed payload is dropped without closing the session. Every payload sent to a device is JSON. A gateway device
 * (`additionalInfo.gateway`) also speaks the gateway API on `v1/gateway/…` (gateway.ts); other devices' publishes
 * there are acknowledged and ignored, as ThingsBoard does.
 */
import { createServer as createNetServer, type AddressInfo, type Server } from 'node:net';
import { Aedes, type AuthenticateError, type Client, type PublishPacket, type Subscription } from 'aedes';
import { tbStringify } from '../telemetry/json.js';
import type { DeviceRef } from '../telemetry/sink.js';
import { deviceByAccessToken } from './device-auth.js';
import {
  DevicePayloadError,
  TransportLimitError,
  attributeResponse,
  claimDevice,
  postAttributes,
  postRpcRequest,
  postTelemetry,
  sharedAttributeUpdate,
  type DevicePlane,
} from './device-api.js';
import { GATEWAY_TOPIC_FILTERS, GatewaySession } from './gateway.js';
import { isGateway } from './gateway-devices.js';

/** SUBSCRIBE filters a device may use (anything else gets 0x80). */
export const DEVICE_TOPIC_FILTERS = new Set([
  'v1/devices/me/attributes',
  'v1/devices/me/attributes/response/+',
  'v1/devices/me/rpc/request/+',
  'v1/devices/me/rpc/response/+',
  ...GATEWAY_TOPIC_FILTERS,
]);

const ATTR_REQUEST = /^v1\/devices\/me\/attributes\/request\/([^/]+)$/;
const RPC_RESPONSE = /^v1\/devices\/me\/rpc\/response\/([^/]+)$/;
const RPC_REQUEST = /^v1\/devices\/me\/rpc\/request\/([^/]+)$/;

interface Session {
  device: DeviceRef;
  sessionId: string;
  cleanups: (() => void)[];
  /** Filters already served (a repeated SUBSCRIBE must not add a second listener). */
  served: Set<string>;
  /** Set when the device is a gateway. */
  gateway: GatewaySession | null;
  /** Tail of the publishes being handled (never rejects). */
  inbox: Promise<void>;
}

/** A running MQTT transport. */
export interface MqttTransport {
  port: number;
  /**
   * Publishes read from the connections and not yet acknowledged, over all sessions. Bounded by design whatever the
   * load: a publish is acknowledged once stored, and aedes reads a connection's next bytes only when every packet of
   * the previous read has been acknowledged, so a device that publishes faster than the server stores waits in TCP
   * flow control instead of queueing in server memory (at most one read of packets per connection, ~64 KiB).
   */
  readonly queuedPublishes: number;
  close(): Promise<void>;
}

function authError(code: 3 | 5): AuthenticateError {
  return Object.assign(new Error(code === 5 ? 'Not authorized' : 'Server unavailable'), {
    returnCode: code,
  }) as AuthenticateError;
}

/** Marks packets the server sends to one client (everything else is never forwarded). */
const SERVER_ORIGIN = '$iot-server';

/** Sends JSON to one client; `written` runs once the packet is on its connection. */
function send(client: Client, topic: string, payload: unknown, written?: () => void): void {
  sendRaw(client, topic, tbStringify(payload), written);
}

/** Publishes JSON text as is (rule-engine replies are already JSON); `written` runs once it is on the connection. */
function sendRaw(client: Client, topic: string, json: string, written?: () => void): void {
  const packet = {
    cmd: 'publish',
    clientId: SERVER_ORIGIN,
    topic,
    payload: Buffer.from(json),
    qos: 1,
    retain: false,
    dup: false,
  } as PublishPacket;
  client.publish(packet, (err?: Error) => {
    if (!err) written?.();
  });
}

async function handlePublish(plane: DevicePlane, s: Session, client: Client, packet: PublishPacket): Promise<void> {
  const topic = packet.topic;
  const text = Buffer.isBuffer(packet.payload) ? packet.payload.toString('utf8') : String(packet.payload);
  const meta = { transport: 'MQTT', sessionId: s.sessionId };
  await plane.telemetry.deviceState.activity(s.device);
  if (topic === 'v1/devices/me/telemetry') return postTelemetry(plane, s.device, text, meta);
  if (topic === 'v1/devices/me/attributes') return postAttributes(plane, s.device, text, meta);
  if (topic === 'v1/devices/me/claim') return claimDevice(plane, s.device, text);
  if (topic.startsWith('v1/gateway/')) return s.gateway?.publish(topic, text);
  const attr = ATTR_REQUEST.exec(topic);
  if (attr) {
    let body: Record<string, unknown> = {};
    try {
      const parsed = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
    } catch {
      throw new DevicePayloadError('Malformed attribute request');
    }
    const answer = await attributeResponse(plane, s.device, body['clientKeys'], body['sharedKeys']);
    send(client, `v1/devices/me/attributes/response/${attr[1]}`, answer);
    return;
  }
  const clientRpc = RPC_REQUEST.exec(topic);
  if (clientRpc) {
    // Device→server RPC: the rule chain's "rpc call reply" node answers on the response topic of the same id.
    const id = Number(clientRpc[1]);
    if (!Number.isInteger(id)) throw new DevicePayloadError('Bad request id');
    return postRpcRequest(plane, s.device, id, text, meta, (reply) => {
      if (!client.closed) sendRaw(client, `v1/devices/me/rpc/response/${id}`, reply);
    });
  }
  const rpc = RPC_RESPONSE.exec(topic);
  if (rpc) {
    const id = Number(rpc[1]);
    if (Number.isInteger(id)) plane.telemetry.rpc.reply(s.device.deviceId, id, text);
  }
}

/**
 * Starts serving a session's new SUBSCRIBE filters: server-side RPC requests, shared attribute updates, or the
 * gateway's filters. A filter already served is skipped.
 */
function serveSubscriptions(plane: DevicePlane, s: Session, client: Client, subs: Subscription[]): void {
  for (const sub of subs) {
    if (s.served.has(sub.topic)) continue;
    s.served.add(sub.topic);
    if (sub.topic === 'v1/devices/me/rpc/request/+') {
      s.cleanups.push(
        plane.telemetry.rpc.attach(s.device.deviceId, (req, delivered) => {
          if (client.closed) return false;
          send(client, `v1/devices/me/rpc/request/${req.id}`, { method: req.method, params: req.params }, delivered);
          return true;
        }),
      );
    } else if (sub.topic === 'v1/devices/me/attributes') {
      s.cleanups.push(
        plane.telemetry.bus.on((event) => {
          const update = sharedAttributeUpdate(s.device.deviceId, event);
          if (update && !client.closed) send(client, 'v1/devices/me/attributes', update);
        }),
      );
    } else {
      s.gateway?.subscribed(sub.topic);
    }
  }
}

/** Starts the broker on `port` (0 = any free port). */
export async function startMqttTransport(
  plane: DevicePlane,
  port: number,
  host = '0.0.0.0',
  log: (msg: string) => void = () => {},
): Promise<MqttTransport> {
  const sessions = new WeakMap<Client, Session>();
  let seq = 0;
  let queued = 0;
  const broker = await Aedes.createBroker({
    authenticate(client, username, _password, done) {
      deviceByAccessToken(plane.db, username ?? '').then(
        (device) => {
          if (!device) return done(authError(5), false);
          seq += 1;
          const sessionId = `mqtt-${seq}`;
          return isGateway(plane.db, device.deviceId).then(
            (gw) => {
              const gateway = gw
                ? new GatewaySession(plane, device, sessionId, (topic, payload, written) =>
                    send(client, topic, payload, written),
                  )
                : null;
              sessions.set(client, {
                device,
                sessionId,
                cleanups: [],
                served: new Set(),
                gateway,
                inbox: Promise.resolve(),
              });
              return plane.telemetry.deviceState.connected(device).then(
                () => done(null, true),
                () => done(null, true),
              );
            },
            () => done(authError(3), false),
          );
        },
        () => done(authError(3), false),
      );
    },
    authorizeSubscribe(client, sub, done) {
      if (!DEVICE_TOPIC_FILTERS.has(sub.topic)) return done(null, null);
      done(null, { ...sub, qos: Math.min(sub.qos, 1) as 0 | 1 });
    },
    authorizePublish(client, packet, done) {
      const s = client ? sessions.get(client) : undefined;
      if (!client || !s) return done(new Error('no session'));
      queued += 1;
      // One session's publishes are handled in arrival order (a gateway's connect-with-type before its data).
      s.inbox = s.inbox
        .then(() => handlePublish(plane, s, client, packet))
        .finally(() => (queued -= 1))
        .then(
          () => done(null),
          (err: unknown) => {
            // Over a rate limit: no PUBACK and the session is closed, as ThingsBoard closes the channel.
            if (err instanceof TransportLimitError) {
              done(err as Error);
              client.close();
              return;
            }
            // A bad payload is dropped (still acknowledged); the session stays open.
            if (!(err instanceof DevicePayloadError)) log(`mqtt: ${String(err)}`);
            done(null);
          },
        );
    },
    // Devices never receive other clients' publishes; the server sends to each client directly.
    authorizeForward: (_client, packet) =>
      (packet as { clientId?: string }).clientId === SERVER_ORIGIN ? packet : null,
  });
  broker.on('subscribe', (subs, client) => {
    const s = sessions.get(client);
    if (!s) return;
    serveSubscriptions(plane, s, client, subs);
  });
  broker.on('clientDisconnect', (client) => {
    const s = sessions.get(client);
    if (!s) return;
    for (const c of s.cleanups.splice(0)) c();
    s.served.clear();
    void s.gateway?.close();
    void plane.telemetry.deviceState.disconnected(s.device);
  });
  const server: Server = createNetServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    get queuedPublishes() {
      return queued;
    },
    close: () =>
      new Promise<void>((resolve) => {
        broker.close(() => server.close(() => resolve()));
      }),
  };
}
