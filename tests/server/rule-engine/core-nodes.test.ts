/**
 * Core rule nodes the embedded server now executes: GPS geofencing filter (polygon, circle, perimeter from the
 * metadata) and events (Entered / Left at once, Inside / Outside after the minimal duration, state kept in a server
 * attribute), customer and tenant details, push to edge (edge events per assigned edge), checkpoint (the message
 * continues from the queue; SequentialByOriginator keeps one originator's order) and the deprecated
 * synchronization nodes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg, type TbMsg } from '../../../demo/server/rule-engine/message.js';
import { enqueue } from '../../../demo/server/rule-engine/queues.js';
import { fixture, type Fixture } from '../fixtures.js';
import { debugEvents, device, node, saveChain, type DebugBody } from './support.js';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

const SQUARE = '[[50.0,30.0],[50.0,30.1],[50.1,30.1],[50.1,30.0]]';
let deviceId = '';

function msg(
  data: unknown,
  metadata: Record<string, string> = {},
  originator = deviceId,
  type = 'POST_TELEMETRY_REQUEST',
): TbMsg {
  return createMsg({
    type,
    originator: { entityType: 'DEVICE', id: originator },
    metadata,
    data: JSON.stringify(data),
    tenantId: f.tenantId,
  });
}

/** A chain of one debug node; `send` pushes messages through it and returns the node's OUT events so far. */
async function oneNode(
  clazz: string,
  config: Record<string, unknown>,
): Promise<{ send(m: TbMsg): Promise<DebugBody[]>; outs(): Promise<DebugBody[]> }> {
  const { chainId, nodeIds } = await saveChain(
    f,
    `core ${clazz} ${Math.random()}`,
    [node(clazz, 'Under test', config, true)],
    [],
  );
  const outs = async () => (await debugEvents(f, nodeIds[0] as string)).filter((e) => e.type === 'OUT');
  return {
    outs,
    async send(m) {
      await f.server.ruleEngine.push(m, chainId);
      return outs();
    },
  };
}

beforeAll(async () => {
  deviceId = (await device(f, 'Geo tracker')).id;
});

describe('GPS geofencing', () => {
  it('filter: True inside the configured polygon, False outside, data keys before metadata keys', async () => {
    const n = await oneNode('geo.TbGpsGeofencingFilterNode', {
      latitudeKeyName: 'lat',
      longitudeKeyName: 'lon',
      fetchPerimeterInfoFromMessageMetadata: false,
      perimeterType: 'POLYGON',
      polygonsDefinition: SQUARE,
    });
    await n.send(msg({ lat: 50.05, lon: 30.05 }));
    await n.send(msg({ lat: 50.2, lon: 30.05 }));
    const outs = await n.send(msg({}, { lat: '50.01', lon: '30.01' }));
    expect(outs.map((e) => e.relationType)).toEqual(['True', 'False', 'True']);
    const missing = await n.send(msg({ lat: 1 }));
    expect(missing.at(-1)?.error).toBe('Incoming Message has no lon in data or metadata!');
  });

  it('filter: a circle with range units, or the perimeter from the message metadata', async () => {
    const circle = await oneNode('geo.TbGpsGeofencingFilterNode', {
      latitudeKeyName: 'latitude',
      longitudeKeyName: 'longitude',
      perimeterType: 'CIRCLE',
      centerLatitude: 50,
      centerLongitude: 30,
      range: 1.5,
      rangeUnit: 'KILOMETER',
    });
    await circle.send(msg({ latitude: 50.01, longitude: 30 })); // ~1.11 km
    const outs = await circle.send(msg({ latitude: 50.02, longitude: 30 })); // ~2.22 km
    expect(outs.map((e) => e.relationType)).toEqual(['True', 'False']);
    const fromMeta = await oneNode('geo.TbGpsGeofencingFilterNode', {
      latitudeKeyName: 'latitude',
      longitudeKeyName: 'longitude',
      fetchPerimeterInfoFromMessageMetadata: true,
    });
    await fromMeta.send(msg({ latitude: 50.05, longitude: 30.05 }, { perimeter: SQUARE }));
    await fromMeta.send(
      msg(
        { latitude: 50, longitude: 30.002 },
        { centerLatitude: '50', centerLongitude: '30', range: '200', rangeUnit: 'METER' },
      ),
    );
    const last = await fromMeta.send(msg({ latitude: 50, longitude: 30 }));
    expect(last.map((e) => e.relationType)).toEqual(['True', 'True', 'Failure']);
    expect(last.at(-1)?.error).toBe('Missing perimeter definition!');
  });

  it('events: Entered and Left on a change of side, Inside / Outside once after the minimal duration', async () => {
    const tracker = (await device(f, 'Geo events')).id;
    const n = await oneNode('geo.TbGpsGeofencingActionNode', {
      latitudeKeyName: 'latitude',
      longitudeKeyName: 'longitude',
      perimeterType: 'POLYGON',
      polygonsDefinition: SQUARE,
      minInsideDuration: 300,
      minInsideDurationTimeUnit: 'MILLISECONDS',
      minOutsideDuration: 300,
      minOutsideDurationTimeUnit: 'MILLISECONDS',
    });
    const inside = () => msg({ latitude: 50.05, longitude: 30.05 }, {}, tracker);
    const outside = () => msg({ latitude: 51, longitude: 30.05 }, {}, tracker);
    await n.send(inside()); // first position: Entered
    await n.send(inside()); // too early for Inside
    await new Promise((r) => setTimeout(r, 350));
    await n.send(inside()); // stayed > 300 ms: Inside
    await n.send(inside()); // reported once
    await n.send(outside()); // Left
    await new Promise((r) => setTimeout(r, 350));
    const outs = await n.send(outside()); // Outside
    expect(outs.map((e) => e.relationType)).toEqual(['Entered', 'Success', 'Inside', 'Success', 'Left', 'Outside']);
    const attr = await f.req(
      'GET',
      `/api/plugins/telemetry/DEVICE/${tracker}/values/attributes/SERVER_SCOPE?keys=iot-console`,
      'ta',
    );
    const state = JSON.parse((JSON.parse(attr.body) as { value: string }[])[0]?.value ?? '{}') as Record<
      string,
      unknown
    >;
    expect(state).toMatchObject({ inside: false, stayed: true });
    expect(Number(state['stateSwitchTime'])).toBeGreaterThan(0);
  });
});

describe('customer and tenant details', () => {
  it('adds the selected fields of the customer to the data, or of the tenant to the metadata', async () => {
    const d = await device(f, 'Details device');
    const assign = await f.req('POST', `/api/customer/${f.customerA}/device/${d.id}`, 'ta');
    expect(assign.statusCode).toBe(200);
    const customer = JSON.parse((await f.req('GET', `/api/customer/${f.customerA}`, 'ta')).body) as Record<
      string,
      unknown
    >;
    const cust = await oneNode('metadata.TbGetCustomerDetailsNode', {
      detailsList: ['TITLE', 'EMAIL', 'ZIP'],
      addToMetadata: false,
    });
    const [out] = await cust.send(msg({ t: 1 }, {}, d.id));
    expect(out?.relationType).toBe('Success');
    const data = JSON.parse(out?.data ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ t: 1, customer_title: customer['title'] });
    if (customer['email']) expect(data['customer_email']).toBe(customer['email']);
    const unassigned = await cust.send(msg({ t: 1 }));
    expect(unassigned.at(-1)?.error).toBe("Device with name 'Geo tracker' is not assigned to Customer.");
    const tenant = JSON.parse((await f.req('GET', `/api/tenant/${f.tenantId}`, 'sa')).body) as Record<string, unknown>;
    const ten = await oneNode('metadata.TbGetTenantDetailsNode', {
      detailsList: ['TITLE', 'COUNTRY'],
      addToMetadata: true,
    });
    const [tout] = await ten.send(msg({ t: 1 }));
    expect(JSON.parse(tout?.metadata ?? '{}')).toMatchObject({ tenant_title: tenant['title'] });
  });
});

describe('push to edge, checkpoint and synchronization', () => {
  it('push to edge stores an edge event per edge the device is assigned to', async () => {
    const edge = JSON.parse(
      (
        await f.req('POST', '/api/edge', 'ta', {
          name: `Edge ${Date.now()}`,
          type: 'default',
          secret: 's',
          routingKey: `rk-${Date.now()}`,
        })
      ).body,
    ) as { id: { id: string } };
    const d = await device(f, 'Edge device');
    expect((await f.req('POST', `/api/edge/${edge.id.id}/device/${d.id}`, 'ta')).statusCode).toBe(200);
    const n = await oneNode('edge.TbMsgPushToEdgeNode', { scope: 'SERVER_SCOPE' });
    const outs = await n.send(msg({ temperature: 5 }, { ts: '1700000000000' }, d.id));
    expect(outs.at(-1)?.relationType).toBe('Success');
    const events = JSON.parse((await f.req('GET', `/api/edge/${edge.id.id}/events?pageSize=50&page=0`, 'ta')).body) as {
      data: { action: string; type: string; entityId: string; body: unknown }[];
    };
    expect(events.data.find((e) => e.action === 'TIMESERIES_UPDATED')).toMatchObject({
      type: 'DEVICE',
      entityId: d.id,
      body: { data: { temperature: 5 }, ts: '1700000000000' },
    });
    const rpc = await n.send(msg({}, {}, d.id, 'TO_SERVER_RPC_REQUEST'));
    expect(rpc.at(-1)?.error).toBe("Unsupported msg type 'TO_SERVER_RPC_REQUEST'");
  });

  it('checkpoint continues from the queue by Success; an unknown queue fails', async () => {
    const { chainId, nodeIds } = await saveChain(
      f,
      'checkpoint',
      [
        node('flow.TbCheckpointNode', 'To high priority', { queueName: 'HighPriority' }, true),
        node('action.TbLogNode', 'Seen', { jsScript: 'return msg.n;' }, true),
      ],
      [[0, 1, 'Success']],
    );
    await f.server.ruleEngine.push(msg({ n: 1 }), chainId);
    const seen = async () => (await debugEvents(f, nodeIds[1] as string)).filter((e) => e.type === 'IN');
    for (let i = 0; i < 60 && (await seen()).length < 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await seen()).map((e) => [e.relationType, JSON.parse(e.data)])).toEqual([['Success', { n: 1 }]]);
    expect(
      (await debugEvents(f, nodeIds[0] as string)).filter((e) => e.type === 'OUT').map((e) => e.relationType),
    ).toEqual(['Success']);
    const bad = await oneNode('flow.TbCheckpointNode', { queueName: 'NoSuchQueue' });
    expect((await bad.send(msg({})))[0]?.error).toBe("Queue 'NoSuchQueue' is not configured");
  });

  it('the SequentialByOriginator queue runs one originator at a time, in order; Main runs concurrently', async () => {
    const run = (queue: string, lane: string, log: string[], name: string, ms: number) =>
      enqueue(queue, lane, async () => {
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${name}`);
      });
    const seq: string[] = [];
    run('SequentialByOriginator', 'd1', seq, 'a', 60);
    run('SequentialByOriginator', 'd1', seq, 'b', 0);
    const conc: string[] = [];
    run('Main', 'd1', conc, 'a', 60);
    run('Main', 'd1', conc, 'b', 0);
    await new Promise((r) => setTimeout(r, 150));
    expect(seq).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(conc).toEqual(['start a', 'start b', 'end b', 'end a']);
  });

  it('synchronization start and end pass messages on by Success', async () => {
    for (const clazz of ['transaction.TbSynchronizationBeginNode', 'transaction.TbSynchronizationEndNode']) {
      const n = await oneNode(clazz, { version: 0 });
      expect((await n.send(msg({ a: 1 })))[0]?.relationType).toBe('Success');
    }
  });
});
