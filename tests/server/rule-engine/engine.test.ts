/**
 * The rule engine behind the device transports: MQTT telemetry through the seeded root chain, a script transform
 * changing stored keys, debug events (events API and debugIn), a class the server does not execute routing to
 * Failure, failing scripts routing to Failure without stopping the flow, and device→server RPC answered by an
 * "rpc call reply" node over MQTT and HTTP.
 */
import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../fixtures.js';
import {
  debugEvents,
  device,
  eventually,
  installRoot,
  latest,
  node,
  postTelemetry,
  serverWithMqtt,
} from './support.js';

let f: Fixture;
const server = serverWithMqtt((ready) => (f = ready));

const mqttDevice = (token: string): Promise<MqttClient> => server.connect(token);

function publish(c: MqttClient, topic: string, payload: unknown): Promise<void> {
  return new Promise((resolve, reject) =>
    c.publish(topic, JSON.stringify(payload), { qos: 1 }, (err) => (err ? reject(err) : resolve())),
  );
}

describe('rule engine', () => {
  it('saves MQTT telemetry and client attributes through the seeded root chain', async () => {
    const d = await device(f, 'RE mqtt');
    const c = await mqttDevice(d.token);
    await publish(c, 'v1/devices/me/telemetry', { temperature: 21.5, count: 3 });
    await publish(c, 'v1/devices/me/attributes', { firmware: 'v1' });
    const values = await latest(f, d.id, 'temperature,count');
    expect(values['temperature']?.[0]?.value).toBe(21.5);
    expect(values['count']?.[0]?.value).toBe(3);
    const attrs = await f.req(
      'GET',
      `/api/plugins/telemetry/DEVICE/${d.id}/values/attributes/CLIENT_SCOPE?keys=firmware`,
      'ta',
    );
    expect(JSON.parse(attrs.body)).toEqual([expect.objectContaining({ key: 'firmware', value: 'v1' })]);
  });

  it('runs a script transform inserted in the root chain and records debug events', async () => {
    const [transform] = await installRoot(
      f,
      'RE transform',
      [
        node(
          'transform.TbTransformMsgNode',
          'Rename',
          {
            jsScript:
              'msg.celsius = msg.temp; delete msg.temp; metadata.renamed = "yes"; return {msg: msg, metadata: metadata, msgType: msgType};',
          },
          true,
        ),
        node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
      ],
      [[0, 1, 'Success']],
    );
    const d = await device(f, 'RE transform');
    await publish(await mqttDevice(d.token), 'v1/devices/me/telemetry', { temp: 7 });
    const values = await latest(f, d.id, 'celsius,temp');
    expect(values['celsius']?.[0]?.value).toBe(7);
    expect(values['temp']?.[0]?.value ?? null).toBeNull();
    // Device creation and activity also enter the chain (ENTITY_CREATED, ACTIVITY_EVENT): look at the telemetry only.
    const events = (await debugEvents(f, transform as string)).filter((e) => e.msgType === 'POST_TELEMETRY_REQUEST');
    expect(events.map((e) => [e.type, e.relationType])).toEqual([
      ['IN', 'Success'],
      ['OUT', 'Success'],
    ]);
    expect(JSON.parse(events[1]?.data ?? '{}')).toEqual({ celsius: 7 });
    expect(JSON.parse(events[1]?.metadata ?? '{}')).toMatchObject({
      deviceName: 'RE transform',
      deviceType: 'default',
      renamed: 'yes',
    });
    const debugIn = await f.req('GET', `/api/ruleNode/${transform}/debugIn`, 'ta');
    expect(JSON.parse(debugIn.body)).toMatchObject({
      type: 'IN',
      msgType: 'POST_TELEMETRY_REQUEST',
      data: '{"temp":7}',
    });
  });

  failureRoutingTests();
  rpcAndDeviceEventTests();
});

function failureRoutingTests(): void {
  it('routes a node class it does not execute to Failure with a debug event', async () => {
    const [kafka] = await installRoot(
      f,
      'RE unknown',
      [
        node('custom.TbVendorNode', 'Vendor node', { topicPattern: 'x' }, true),
        node('telemetry.TbMsgTimeseriesNode', 'Save on failure', { defaultTTL: 0 }),
      ],
      [[0, 1, 'Failure']],
    );
    const d = await device(f, 'RE unknown');
    await postTelemetry(f, d.token, { viaFailure: 1 });
    expect((await latest(f, d.id, 'viaFailure'))['viaFailure']?.[0]?.value).toBe(1);
    const out = (await debugEvents(f, kafka as string)).find((e) => e.type === 'OUT');
    expect(out?.relationType).toBe('Failure');
    expect(out?.error).toContain('not executed by the embedded server');
  });

  it('routes a throwing or endless script to Failure and keeps processing', async () => {
    const [filter] = await installRoot(
      f,
      'RE failing script',
      [
        node(
          'filter.TbJsFilterNode',
          'Filter',
          {
            jsScript:
              'if (msg.boom) throw new Error("boom " + msg.boom); if (msg.loop) { while (true) {} } return true;',
          },
          true,
        ),
        node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
        node('transform.TbTransformMsgNode', 'Mark failed', {
          jsScript: 'return {msg: {failed: 1}, metadata: metadata, msgType: msgType};',
        }),
      ],
      [
        [0, 1, 'True'],
        [0, 2, 'Failure'],
        [2, 1, 'Success'],
      ],
    );
    const d = await device(f, 'RE failing');
    await postTelemetry(f, d.token, { boom: 1 });
    await postTelemetry(f, d.token, { loop: 1 });
    await postTelemetry(f, d.token, { ok: 5 });
    const values = await latest(f, d.id, 'failed,ok,boom');
    expect(values['failed']?.[0]?.value).toBe(1);
    expect(values['ok']?.[0]?.value).toBe(5);
    expect(values['boom']?.[0]?.value ?? null).toBeNull();
    const outs = (await debugEvents(f, filter as string)).filter(
      (e) => e.type === 'OUT' && e.msgType === 'POST_TELEMETRY_REQUEST',
    );
    expect(outs.map((e) => e.relationType)).toEqual(['Failure', 'Failure', 'True']);
    expect(outs[0]?.error).toContain('boom 1');
    expect(outs[1]?.error).toContain('timed out');
  });
}

function rpcAndDeviceEventTests(): void {
  it('answers device→server RPC from an "rpc call reply" node over MQTT and HTTP', async () => {
    await installRoot(
      f,
      'RE rpc',
      [
        node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }),
        node('transform.TbTransformMsgNode', 'Answer', {
          jsScript:
            'return {msg: {pong: msg.params.x, method: msg.method, id: metadata.requestId}, metadata: metadata, msgType: msgType};',
        }),
        node('rpc.TbSendRPCReplyNode', 'Reply', { requestIdMetaDataAttribute: 'requestId' }),
      ],
      [
        [0, 1, 'RPC Request from Device'],
        [1, 2, 'Success'],
      ],
    );
    const d = await device(f, 'RE rpc');
    const c = await mqttDevice(d.token);
    await new Promise<void>((resolve, reject) =>
      c.subscribe('v1/devices/me/rpc/response/+', { qos: 1 }, (err) => (err ? reject(err) : resolve())),
    );
    const answer = new Promise<[string, string]>((resolve) =>
      c.once('message', (topic, payload) => resolve([topic, payload.toString()])),
    );
    await publish(c, 'v1/devices/me/rpc/request/42', { method: 'ping', params: { x: 5 } });
    const [topic, payload] = await answer;
    expect(topic).toBe('v1/devices/me/rpc/response/42');
    expect(JSON.parse(payload)).toEqual({ pong: 5, method: 'ping', id: '42' });

    const http = await f.server.app.inject({
      method: 'POST',
      url: `/api/v1/${d.token}/rpc`,
      payload: { method: 'ping', params: { x: 9 } },
    });
    expect(http.statusCode).toBe(200);
    expect(JSON.parse(http.body)).toMatchObject({ pong: 9, method: 'ping' });
    const bad = await f.server.app.inject({ method: 'POST', url: `/api/v1/${d.token}/rpc`, payload: { params: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('times out an HTTP client-side RPC nobody answers with 408', async () => {
    await installRoot(f, 'RE no reply', [node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 })], []);
    const d = await device(f, 'RE no reply');
    const res = await f.server.app.inject({
      method: 'POST',
      url: `/api/v1/${d.token}/rpc?timeout=300`,
      payload: { method: 'ping' },
    });
    expect(res.statusCode).toBe(408);
  });

  it('sends connect and activity events into the chain', async () => {
    const [sw] = await installRoot(
      f,
      'RE events',
      [node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }, true)],
      [],
    );
    const d = await device(f, 'RE events');
    await mqttDevice(d.token);
    const events = await eventually(async () => {
      const list = (await debugEvents(f, sw as string)).filter((e) => e.type === 'OUT');
      return list.some((e) => e.relationType === 'Connect Event') ? list : null;
    });
    expect(events.find((e) => e.relationType === 'Connect Event')?.msgType).toBe('CONNECT_EVENT');
  });
}
