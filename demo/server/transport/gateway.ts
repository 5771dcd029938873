/**
 * The gateway side of one MQTT session: a device whose `additionalInfo.gateway` is true
 * speaks for sub-devices on `v1/gateway/…`. Sub-devices are created on first mention (gateway-devices.ts) and count
 * as connected (device-state.ts) from `v1/gateway/connect` or their first message until `v1/gateway/disconnect` or
 * the end of the gateway's session. While connected and the gateway is subscribed to `v1/gateway/rpc`, server-side
 * RPC to a sub-device goes out there as `{"device","data":{"id","method","params"}}` and the gateway answers with
 * `{"device","id","data"}`; with `v1/gateway/attributes` subscribed, shared-attribute changes go out as
 * `{"device","data"}`. Data goes through `ctx.telemetry.sink` like any device's. A bad payload throws
 * {@link DevicePayloadError}; the caller drops it and keeps the session.
 */
import { isTbObject, toPlain, type TbJson } from '../telemetry/json.js';
import { nativeValue } from '../telemetry/kv.js';
import type { DeviceRef } from '../telemetry/sink.js';
import {
  DevicePayloadError,
  claimDeviceJson,
  parseDevicePayload,
  postAttributesJson,
  postTelemetryJson,
  sharedAttributeUpdate,
  type DevicePlane,
} from './device-api.js';
import { subDevice } from './gateway-devices.js';

/** SUBSCRIBE filters of the gateway API. */
export const GATEWAY_TOPIC_FILTERS = [
  'v1/gateway/attributes',
  'v1/gateway/rpc',
  'v1/gateway/attributes/response',
] as const;

/** Sends one JSON payload to the gateway; `delivered` runs once it is written. */
export type GatewaySend = (topic: string, payload: unknown, delivered?: () => void) => void;

interface Sub {
  name: string;
  device: DeviceRef;
  detachRpc: (() => void) | null;
}

const str = (v: TbJson | undefined): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function object(json: TbJson, what: string): { [key: string]: TbJson } {
  if (!isTbObject(json)) throw new DevicePayloadError(`${what} must be a JSON object`);
  return json;
}

/** Gateway API state of one authenticated gateway session. */
export class GatewaySession {
  private readonly subs = new Map<string, Sub>();
  private readonly opening = new Map<string, Promise<Sub>>();
  private rpcSubscribed = false;
  private attributesCleanup: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly plane: DevicePlane,
    readonly gateway: DeviceRef,
    private readonly sessionId: string,
    private readonly send: GatewaySend,
  ) {}

  /** Handles a publish on a `v1/gateway/…` topic. @throws DevicePayloadError */
  async publish(topic: string, text: string): Promise<void> {
    const json = parseDevicePayload(text);
    const meta = { transport: 'MQTT', sessionId: this.sessionId };
    switch (topic) {
      case 'v1/gateway/connect': {
        const body = object(json, 'Connect request');
        const name = str(body['device']);
        if (!name) throw new DevicePayloadError('Device name is missing');
        await this.connect(name, str(body['type']));
        return;
      }
      case 'v1/gateway/disconnect': {
        const name = str(object(json, 'Disconnect request')['device']);
        if (!name) throw new DevicePayloadError('Device name is missing');
        await this.disconnect(name);
        return;
      }
      case 'v1/gateway/telemetry':
        return this.perDevice(json, (sub, value) => postTelemetryJson(this.plane, sub.device, value, meta));
      case 'v1/gateway/attributes':
        return this.perDevice(json, (sub, value) => postAttributesJson(this.plane, sub.device, value, meta));
      case 'v1/gateway/claim':
        return this.perDevice(json, (sub, value) => claimDeviceJson(this.plane, sub.device, value));
      case 'v1/gateway/attributes/request':
        return this.attributeRequest(object(json, 'Attribute request'));
      case 'v1/gateway/rpc':
        return this.rpcReply(object(json, 'RPC response'));
      default:
        return;
    }
  }

  /** `{"<device>": <payload>, …}`: each device's part is handled on its own; the first failure is reported after all. */
  private async perDevice(json: TbJson, handle: (sub: Sub, value: TbJson) => Promise<void>): Promise<void> {
    let failure: unknown = null;
    for (const [name, value] of Object.entries(object(json, 'Gateway payload'))) {
      try {
        if (name.trim() === '') throw new DevicePayloadError('Device name is missing');
        const sub = await this.connect(name, null);
        await this.plane.telemetry.deviceState.activity(sub.device);
        await handle(sub, value);
      } catch (err) {
        failure ??= err;
      }
    }
    if (failure) throw failure;
  }

  /** `{"id","device","client": bool,"key"|"keys"}` → `{"id","device","value"}` (one value found) or `"values"`. */
  private async attributeRequest(body: { [key: string]: TbJson }): Promise<void> {
    const name = str(body['device']);
    const id = body['id'];
    if (!name || typeof id !== 'number') throw new DevicePayloadError('Attribute request needs "id" and "device"');
    const keys = str(body['key'])
      ? [body['key'] as string]
      : Array.isArray(body['keys'])
        ? body['keys'].filter((k): k is string => typeof k === 'string')
        : null;
    if (!keys || keys.length === 0) throw new DevicePayloadError('Attribute request needs "key" or "keys"');
    const sub = await this.connect(name, null);
    const scope = body['client'] === true ? 'CLIENT_SCOPE' : 'SHARED_SCOPE';
    const found = await this.plane.telemetry.attributes.find(
      { entityType: 'DEVICE', id: sub.device.deviceId },
      scope,
      keys,
    );
    const answer: Record<string, unknown> = { id, device: name };
    if (found.length === 1 && found[0]) answer['value'] = nativeValue(found[0]);
    else if (found.length > 1) answer['values'] = Object.fromEntries(found.map((a) => [a.key, nativeValue(a)]));
    this.send('v1/gateway/attributes/response', answer);
  }

  private async rpcReply(body: { [key: string]: TbJson }): Promise<void> {
    const name = str(body['device']);
    const id = body['id'];
    if (!name || typeof id !== 'number' || !Number.isInteger(id))
      throw new DevicePayloadError('RPC response needs "device" and an integer "id"');
    const sub = this.subs.get(name);
    if (!sub) return;
    await this.plane.telemetry.deviceState.activity(sub.device);
    this.plane.telemetry.rpc.reply(sub.device.deviceId, id, JSON.stringify(toPlain(body['data'] ?? null)));
  }

  /** The sub-device session of `name` (opened, and the device created, on first mention). */
  private connect(name: string, type: string | null): Promise<Sub> {
    const known = this.subs.get(name);
    if (known) return Promise.resolve(known);
    let opening = this.opening.get(name);
    if (!opening) {
      opening = (async () => {
        const device = await subDevice(this.plane.db, this.gateway, name, type);
        if (device.deviceId === this.gateway.deviceId)
          throw new DevicePayloadError('A gateway cannot be its own sub-device');
        const sub: Sub = { name, device, detachRpc: null };
        if (this.closed) return sub;
        this.subs.set(name, sub);
        if (this.rpcSubscribed) this.attachRpc(sub);
        await this.plane.telemetry.deviceState.connected(device);
        return sub;
      })().finally(() => this.opening.delete(name));
      this.opening.set(name, opening);
    }
    return opening;
  }

  private async disconnect(name: string): Promise<void> {
    const sub = this.subs.get(name);
    if (!sub) return;
    this.subs.delete(name);
    sub.detachRpc?.();
    await this.plane.telemetry.deviceState.disconnected(sub.device);
  }

  private attachRpc(sub: Sub): void {
    sub.detachRpc ??= this.plane.telemetry.rpc.attach(sub.device.deviceId, (req, delivered) => {
      if (this.closed) return false;
      this.send(
        'v1/gateway/rpc',
        { device: sub.name, data: { id: req.id, method: req.method, params: req.params } },
        delivered,
      );
      return true;
    });
  }

  /** The gateway subscribed to a gateway topic. */
  subscribed(topic: string): void {
    if (topic === 'v1/gateway/rpc' && !this.rpcSubscribed) {
      this.rpcSubscribed = true;
      for (const sub of this.subs.values()) this.attachRpc(sub);
    } else if (topic === 'v1/gateway/attributes' && !this.attributesCleanup) {
      this.attributesCleanup = this.plane.telemetry.bus.on((event) => {
        for (const sub of this.subs.values()) {
          const update = sharedAttributeUpdate(sub.device.deviceId, event);
          if (update && !this.closed) this.send('v1/gateway/attributes', { device: sub.name, data: update });
        }
      });
    }
  }

  /** The gateway's session ended: every sub-device disconnects. */
  async close(): Promise<void> {
    this.closed = true;
    this.attributesCleanup?.();
    await Promise.allSettled([...this.opening.values()]);
    for (const name of [...this.subs.keys()]) await this.disconnect(name);
  }
}
