/**
 * Server→device RPC through the rule engine (ThingsBoard 3.3.1): a REST call becomes an RPC_CALL_FROM_SERVER_TO_DEVICE
 * message that the chain routes ("RPC Request to Device") to an "rpc call request" node, which delivers it to the MQTT
 * device; the REST caller gets the device's reply. A root chain with no path to that node times out the call.
 */
import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../fixtures.js';
import { debugEvents, device, eventually, installRoot, node, serverWithMqtt } from './support.js';

let f: Fixture;
const server = serverWithMqtt((ready) => (f = ready));

/** An MQTT device answering `{method, params, echoed: true}` to every request; `received` lists what it got. */
async function answeringDevice(
  token: string,
): Promise<{ client: MqttClient; received: { method: string; params: unknown }[] }> {
  const client = await server.connect(token);
  const received: { method: string; params: unknown }[] = [];
  client.on('message', (topic, payload) => {
    const m = /^v1\/devices\/me\/rpc\/request\/(\d+)$/.exec(topic);
    if (!m) return;
    const req = JSON.parse(payload.toString()) as { method: string; params: unknown };
    received.push(req);
    client.publish(`v1/devices/me/rpc/response/${m[1]}`, JSON.stringify({ ...req, echoed: true }), { qos: 1 });
  });
  await new Promise<void>((resolve, reject) =>
    client.subscribe('v1/devices/me/rpc/request/+', { qos: 1 }, (err) => (err ? reject(err) : resolve())),
  );
  return { client, received };
}

describe('server-side RPC through the rule chain', () => {
  it('reaches an MQTT device through the seeded root chain and returns its reply (v1 and v2)', async () => {
    const d = await device(f, 'SRPC seeded');
    const dev = await answeringDevice(d.token);
    const two = await f.req('POST', `/api/plugins/rpc/twoway/${d.id}`, 'ta', {
      method: 'getTemp',
      params: { unit: 'C' },
    });
    expect(two.statusCode).toBe(200);
    expect(JSON.parse(two.body)).toEqual({ method: 'getTemp', params: { unit: 'C' }, echoed: true });
    const one = await f.req('POST', `/api/rpc/oneway/${d.id}`, 'ta', { method: 'blink', params: 3 });
    expect(one.statusCode).toBe(200);
    await eventually(async () => dev.received.some((r) => r.method === 'blink' && r.params === 3));
  });

  it('sends the message ThingsBoard sends: type, requestUUID, expirationTime, oneway, persistent, method and params text', async () => {
    const [, rpcNode] = await installRoot(
      f,
      'SRPC debug',
      [
        node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }),
        node('rpc.TbSendRPCRequestNode', 'RPC Call Request', { timeoutInSeconds: 60 }, true),
      ],
      [[0, 1, 'RPC Request to Device']],
    );
    const d = await device(f, 'SRPC debug');
    await answeringDevice(d.token);
    const uuid = '5a9d1a60-2b1f-11ec-8d3d-0242ac130003';
    const before = Date.now();
    const res = await f.req('POST', `/api/rpc/twoway/${d.id}`, 'ta', {
      method: 'setGpio',
      params: { pin: 7, value: 1 },
      timeout: 8000,
      requestUUID: uuid,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ method: 'setGpio', params: { pin: 7, value: 1 }, echoed: true });
    const events = await eventually(async () => {
      const e = await debugEvents(f, rpcNode ?? '');
      return e.length >= 2 ? e : null;
    });
    const [inEvent, outEvent] = events;
    expect(inEvent).toMatchObject({
      type: 'IN',
      msgType: 'RPC_CALL_FROM_SERVER_TO_DEVICE',
      relationType: 'RPC Request to Device',
    });
    expect(JSON.parse(inEvent?.data ?? '')).toEqual({
      method: 'setGpio',
      params: '{"pin":7,"value":1}',
      additionalInfo: null,
    });
    const meta = JSON.parse(inEvent?.metadata ?? '') as Record<string, string>;
    expect(meta).toMatchObject({
      requestUUID: uuid,
      oneway: 'false',
      persistent: 'false',
      deviceName: 'SRPC debug',
      deviceType: 'default',
    });
    expect(Number(meta['expirationTime'])).toBeGreaterThanOrEqual(before + 8000);
    expect(Number(meta['expirationTime'])).toBeLessThan(before + 8000 + 5000);
    expect(outEvent).toMatchObject({ type: 'OUT', relationType: 'Success', msgType: 'RPC_CALL_FROM_SERVER_TO_DEVICE' });
    expect(JSON.parse(outEvent?.data ?? '')).toEqual({ method: 'setGpio', params: { pin: 7, value: 1 }, echoed: true });
  });

  rpcTimeoutTests();
});

function rpcTimeoutTests(): void {
  it('times out calls when the root chain has no path to an rpc call request node; the device never gets them', async () => {
    const [switchNode] = await installRoot(
      f,
      'SRPC without rpc node',
      [
        node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }, true),
        node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
      ],
      [[0, 1, 'Post telemetry']],
    );
    const d = await device(f, 'SRPC lost');
    const dev = await answeringDevice(d.token);
    const started = Date.now();
    const [v1, v2, v1oneway, persistent] = await Promise.all([
      f.req('POST', `/api/plugins/rpc/twoway/${d.id}`, 'ta', { method: 'lostV1', params: {}, timeout: 5000 }),
      f.req('POST', `/api/rpc/twoway/${d.id}`, 'ta', { method: 'lostV2', params: {}, timeout: 5000 }),
      f.req('POST', `/api/plugins/rpc/oneway/${d.id}`, 'ta', { method: 'lostOneway', params: {}, timeout: 5000 }),
      f.req('POST', `/api/rpc/twoway/${d.id}`, 'ta', {
        method: 'lostPersistent',
        params: {},
        timeout: 5000,
        persistent: true,
      }),
    ]);
    expect([v1.statusCode, v2.statusCode, v1oneway.statusCode]).toEqual([408, 504, 408]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(dev.received).toEqual([]);
    // The message did enter the chain (the switch saw it and had nowhere to send it).
    const seen = await debugEvents(f, switchNode ?? '');
    expect(seen.filter((e) => e.type === 'IN').map((e) => e.msgType)).toEqual(
      expect.arrayContaining(['RPC_CALL_FROM_SERVER_TO_DEVICE']),
    );
    const { rpcId } = JSON.parse(persistent.body) as { rpcId: string };
    const status = await eventually(async () => {
      const r = JSON.parse((await f.req('GET', `/api/rpc/persistent/${rpcId}`, 'ta')).body) as { status: string };
      return r.status === 'QUEUED' ? null : r.status;
    }, 3000);
    expect(status).toBe('EXPIRED');
  }, 20_000);
}
