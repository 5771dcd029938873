/**
 * Family tests over HTTP on a free port with a fresh data dir: assets, devices, entity views and edges —
 * create vs update (time-based ids, createdTime, full replace), validation messages, paging, sort (incl. the
 * "Unsupported sort order" error), prefix text search, types, lookup by name, search-query bodies, customer / public
 * / edge assignment flows as tenant admin and customer user, audit entries, delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NULL_UUID, uuidV1Time } from '../../demo/server/lib/uuid.js';
import { startLive, type Live } from './support/live.js';

let live: Live;
let deviceId = '';
beforeAll(async () => {
  live = await startLive();
  deviceId = (await live.call('GET', '/api/tenant/devices?deviceName=Test%20Device%20A1', 'ta')).json.id.id;
});
afterAll(async () => {
  await live?.close();
});

interface Kind {
  path: 'asset' | 'device' | 'entityView' | 'edge';
  plural: string;
  entityType: string;
  label: string;
  extra: (i: number) => Record<string, unknown>;
}

const KINDS: Kind[] = [
  { path: 'asset', plural: 'assets', entityType: 'ASSET', label: 'Asset', extra: () => ({}) },
  { path: 'device', plural: 'devices', entityType: 'DEVICE', label: 'Device', extra: () => ({}) },
  {
    path: 'entityView',
    plural: 'entityViews',
    entityType: 'ENTITY_VIEW',
    label: 'Entity view',
    extra: () => ({
      entityId: { entityType: 'DEVICE', id: deviceId },
      keys: { timeseries: ['t'], attributes: { cs: [], ss: [], sh: [] } },
    }),
  },
  {
    path: 'edge',
    plural: 'edges',
    entityType: 'EDGE',
    label: 'Edge',
    extra: (i) => ({ routingKey: `fam-routing-${i}`, secret: `fam-secret-${i}` }),
  },
];

const page = (q: string) => `pageSize=${q}`;

/** Paging, sorting, prefix search, types and lookups by name and ids of one kind's entities (created by the test before). */
async function checkPagingSortSearch(k: Kind, type: string, ids: string[]): Promise<void> {
  const list = (q: string) => live.call('GET', `/api/tenant/${k.path}Infos?${q}&type=${type}`, 'ta');
  const p0 = (await list(`${page('2')}&page=0&textSearch=fam&sortProperty=name&sortOrder=ASC`)).json;
  expect(p0).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: true });
  expect(p0.data.map((d: { name: string }) => d.name)).toEqual(['Fam Alpha', 'fam beta']);
  const p1 = (await list(`${page('2')}&page=1&textSearch=fam&sortProperty=name&sortOrder=asc`)).json;
  expect(p1.hasNext).toBe(false);
  expect(p1.data.map((d: { name: string }) => d.name)).toEqual(['Fam Delta', 'Fam Gamma']);
  expect((await list(`${page('10')}&page=0&textSearch=amma`)).json.totalElements).toBe(0);
  expect((await list(`${page('10')}&page=5`)).json).toMatchObject({ data: [], totalElements: 5, hasNext: false });
  const desc = (await list(`${page('10')}&page=0&sortProperty=createdTime&sortOrder=DESC`)).json.data.map(
    (d: { name: string }) => d.name,
  );
  expect(desc.slice(0, 4)).toEqual(['Other Epsilon', 'Fam Delta', 'Fam Gamma', 'fam beta']);
  expect((await list(`${page('10')}&page=0&sortProperty=name&sortOrder=UP`)).json).toEqual({
    status: 400,
    errorCode: 31,
    message: "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.",
    timestamp: expect.any(String),
  });
  const missing = await live.call('GET', `/api/tenant/${k.path}Infos?pageSize=10`, 'ta');
  expect([missing.status, missing.text]).toEqual([400, '']);
  expect((await live.call('GET', `/api/${k.path}/types`, 'ta')).json).toContainEqual({
    tenantId: { entityType: 'TENANT', id: live.tenantId },
    entityType: k.entityType,
    type,
  });
  const byName = await live.call(
    'GET',
    `/api/tenant/${k.plural}?${k.path}Name=${encodeURIComponent('fam beta')}`,
    'ta',
  );
  expect(byName.json.id.id).toBe(ids[1]);
  expect((await live.call('GET', `/api/tenant/${k.plural}?${k.path}Name=nope`, 'ta')).status).toBe(404);
  const byIds = (await live.call('GET', `/api/${k.plural}?${k.path}Ids=${ids[0]},${ids[1]}`, 'ta')).json;
  expect(byIds.map((d: { id: { id: string } }) => d.id.id).sort()).toEqual([ids[0], ids[1]].sort());
}

describe.each(KINDS)('$plural', (k) => {
  const names = ['Fam Alpha', 'fam beta', 'Fam Gamma', 'Fam Delta', 'Other Epsilon'];
  const type = `fam-${k.path.toLowerCase()}`;
  const ids: string[] = [];

  it('creates with time-based ids; validates names; updates as a full replace', async () => {
    for (const [i, name] of names.entries()) {
      const r = await live.call('POST', `/api/${k.path}`, 'ta', {
        name,
        type,
        label: `L${i}`,
        additionalInfo: { description: name },
        ...k.extra(i),
      });
      expect(r.status, r.text).toBe(200);
      const id: string = r.json.id.id;
      expect(r.json.id.entityType).toBe(k.entityType);
      expect(id[14]).toBe('1');
      expect(r.json.createdTime).toBe(uuidV1Time(id));
      expect(r.json.tenantId).toEqual({ entityType: 'TENANT', id: live.tenantId });
      expect(r.json.customerId).toEqual({ entityType: 'CUSTOMER', id: NULL_UUID });
      ids.push(id);
    }
    const dup = await live.call('POST', `/api/${k.path}`, 'ta', { name: names[0], type, ...k.extra(99) });
    expect(dup.json).toMatchObject({
      status: 400,
      errorCode: 31,
      message: `${k.label} with such name already exists!`,
    });
    expect((await live.call('POST', `/api/${k.path}`, 'ta', { type, ...k.extra(98) })).json.message).toMatch(
      /name should be specified!$/,
    );
    const current = (await live.call('GET', `/api/${k.path}/${ids[0]}`, 'ta')).json;
    const { label: _label, createdTime: _created, ...rest } = current;
    const replaced = await live.call('POST', `/api/${k.path}`, 'ta', rest);
    expect(replaced.json.label ?? null).toBeNull();
    expect(replaced.json.createdTime).toBe(0);
    expect(
      (
        await live.call('POST', `/api/${k.path}`, 'ta', {
          ...rest,
          id: { entityType: k.entityType, id: '13814000-1dd2-11b2-8080-808080808081' },
        })
      ).json,
    ).toMatchObject({ status: 404, errorCode: 32 });
  });

  it('pages, sorts and searches by name prefix (case-insensitive)', () => checkPagingSortSearch(k, type, ids));

  ownershipRelationAndDeleteTests(k, type, ids);
});

function ownershipRelationAndDeleteTests(k: Kind, type: string, ids: string[]): void {
  it('assigns to a customer, unassigns, makes public, assigns to an edge; customer users see only theirs', async () => {
    const [a, b] = ids;
    const assigned = await live.call('POST', `/api/customer/${live.customerA}/${k.path}/${a}`, 'ta');
    expect(assigned.json.customerId).toEqual({ entityType: 'CUSTOMER', id: live.customerA });
    expect((await live.call('GET', `/api/${k.path}/${a}`, 'cu')).status).toBe(200);
    expect((await live.call('GET', `/api/${k.path}/${a}`, 'cb')).json).toMatchObject({ status: 403, errorCode: 20 });
    const cuList = (
      await live.call('GET', `/api/customer/${live.customerA}/${k.path}Infos?pageSize=100&page=0&type=${type}`, 'cu')
    ).json;
    expect(cuList.data.map((d: { id: { id: string } }) => d.id.id)).toEqual([a]);
    expect(cuList.data[0]).toMatchObject({ customerTitle: 'Customer A', customerIsPublic: false });
    expect(
      (await live.call('GET', `/api/customer/${live.customerA}/${k.path}Infos?pageSize=10&page=0`, 'cb')).status,
    ).toBe(403);
    const pub = await live.call('POST', `/api/customer/public/${k.path}/${b}`, 'ta');
    const info = (await live.call('GET', `/api/${k.path}/info/${b}`, 'ta')).json;
    expect(info).toMatchObject({ customerTitle: 'Public', customerIsPublic: true, customerId: pub.json.customerId });
    const un = await live.call('DELETE', `/api/customer/${k.path}/${a}`, 'ta');
    expect(un.json.customerId.id).toBe(NULL_UUID);
    expect((await live.call('DELETE', `/api/customer/${k.path}/${a}`, 'ta')).json.message).toMatch(
      /isn't assigned to any customer!$/,
    );
    if (k.path !== 'edge') {
      const edge = (await live.call('GET', '/api/tenant/edges?edgeName=Edge%20Alpha', 'ta')).json.id.id;
      expect((await live.call('POST', `/api/edge/${edge}/${k.path}/${a}`, 'ta')).status).toBe(200);
      const onEdge = (await live.call('GET', `/api/edge/${edge}/${k.plural}?pageSize=10&page=0&type=${type}`, 'ta'))
        .json;
      expect(onEdge.data.map((d: { id: { id: string } }) => d.id.id)).toEqual([a]);
      expect((await live.call('DELETE', `/api/edge/${edge}/${k.path}/${a}`, 'ta')).status).toBe(200);
      expect(
        (await live.call('GET', `/api/edge/${edge}/${k.plural}?pageSize=10&page=0&type=${type}`, 'ta')).json
          .totalElements,
      ).toBe(0);
    }
  });

  it('finds entities by a relation search query body', async () => {
    const root = (await live.call('POST', '/api/asset', 'ta', { name: `Fam root ${k.path}`, type: 'fam-root' })).json.id
      .id;
    await live.call('POST', '/api/relation', 'ta', {
      from: { entityType: 'ASSET', id: root },
      to: { entityType: k.entityType, id: ids[2] },
      type: 'Contains',
    });
    await live.call('POST', '/api/relation', 'ta', {
      from: { entityType: 'ASSET', id: root },
      to: { entityType: k.entityType, id: ids[3] },
      type: 'Manages',
    });
    const query = (relationType: string, types: string[]) => ({
      parameters: { rootId: root, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 },
      relationType,
      [`${k.path}Types`]: types,
    });
    const found = (await live.call('POST', `/api/${k.plural}`, 'ta', query('Contains', [type]))).json;
    expect(found.map((d: { id: { id: string } }) => d.id.id)).toEqual([ids[2]]);
    expect((await live.call('POST', `/api/${k.plural}`, 'ta', query('Contains', ['other-type']))).json).toEqual([]);
    expect((await live.call('POST', `/api/${k.plural}`, 'cu', query('Manages', [type]))).status).toBe(403);
  });

  it('deletes (200, empty body), then 404; every action is in the entity audit log', async () => {
    const id = ids[4] ?? '';
    const del = await live.call('DELETE', `/api/${k.path}/${id}`, 'ta');
    expect([del.status, del.text]).toEqual([200, '']);
    expect((await live.call('GET', `/api/${k.path}/${id}`, 'ta')).json).toMatchObject({
      status: 404,
      errorCode: 32,
      message: "Requested item wasn't found!",
    });
    const log = (await live.call('GET', `/api/audit/logs/entity/${k.entityType}/${ids[0]}?pageSize=50&page=0`, 'ta'))
      .json;
    const actions = log.data.map((e: { actionType: string }) => e.actionType);
    expect(actions).toEqual(
      expect.arrayContaining(['ADDED', 'UPDATED', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER']),
    );
    if (k.path !== 'edge')
      expect(actions).toEqual(expect.arrayContaining(['ASSIGNED_TO_EDGE', 'UNASSIGNED_FROM_EDGE']));
    const deleted = (
      await live.call(
        'GET',
        `/api/audit/logs/entity/${k.entityType}/${id}?pageSize=50&page=0&actionTypes=DELETED`,
        'ta',
      )
    ).json;
    expect(deleted.data).toHaveLength(1);
    expect(deleted.data[0]).toMatchObject({
      entityId: { entityType: k.entityType, id },
      userName: 'tenant@thingsboard.org',
      actionStatus: 'SUCCESS',
    });
  });
}
