/**
 * Alarm REST: create-or-update of the active alarm per originator and type, ack/clear
 * status transitions, delete → true, lists per originator and per propagation target with search status, status,
 * time bounds, text search and fetchOriginator, highest severity, bus events and per-role access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../demo/server/telemetry/bus.js';
import { fixture, type Fixture, type Page } from '../fixtures.js';

let f: Fixture;
const ids: Record<string, string> = {};
const events: ChangeEvent[] = [];
type Alarm = Record<string, unknown> & { id: { id: string }; status: string; severity: string };

async function idOf(sql: string): Promise<string> {
  return (await f.server.db.query<{ id: string }>(sql)).rows[0]?.id ?? '';
}

async function create(who: 'ta' | 'cu', body: Record<string, unknown>) {
  return f.req('POST', '/api/alarm', who, body);
}

const device = (id: string | undefined) => ({ entityType: 'DEVICE', id });

beforeAll(async () => {
  f = await fixture();
  f.server.telemetry.bus.on((e) => events.push(e));
  for (const [k, name, table] of [
    ['A1', 'Test Device A1', 'device'],
    ['A3', 'Test Device A3', 'device'],
    ['B1', 'Test Device B1', 'device'],
    ['FLOOR1', 'Floor 1', 'asset'],
    ['BUILDING', 'Building Alpha', 'asset'],
    ['T1', 'Thermostat T1', 'device'],
  ] as const)
    ids[k] = await idOf(`SELECT id FROM ${table} WHERE name = '${name}'`);
});
afterAll(async () => {
  await f?.server.close();
});

describe('alarm life cycle', () => {
  it('creates, updates the active alarm of the same type, acks, clears and deletes', async () => {
    const res = await create('ta', {
      type: 'High Temperature',
      originator: device(ids['A1']),
      severity: 'MINOR',
      status: 'ACTIVE_UNACK',
      details: { t: 31 },
    });
    expect(res.statusCode).toBe(200);
    const a = JSON.parse(res.body) as Alarm;
    expect(a).toMatchObject({
      type: 'High Temperature',
      name: 'High Temperature',
      severity: 'MINOR',
      status: 'ACTIVE_UNACK',
      ackTs: 0,
      clearTs: 0,
      propagate: false,
      originator: device(ids['A1']),
      customerId: { entityType: 'CUSTOMER', id: f.customerA },
      tenantId: { entityType: 'TENANT', id: f.tenantId },
      details: { t: 31 },
    });
    expect(a['startTs']).toBeGreaterThan(0);
    expect(a['endTs']).toBe(a['startTs']);
    expect(events.some((e) => e.type === 'ALARM_CREATED')).toBe(true);
    const again = JSON.parse(
      (
        await create('ta', {
          type: 'High Temperature',
          originator: device(ids['A1']),
          severity: 'MAJOR',
          status: 'ACTIVE_UNACK',
        })
      ).body,
    ) as Alarm;
    expect(again.id.id).toBe(a.id.id);
    expect(again.severity).toBe('MAJOR');
    expect((await f.req('POST', `/api/alarm/${a.id.id}/ack`, 'cu')).statusCode).toBe(200);
    const acked = JSON.parse((await f.req('GET', `/api/alarm/${a.id.id}`, 'ta')).body) as Alarm;
    expect(acked.status).toBe('ACTIVE_ACK');
    expect(acked['ackTs']).toBeGreaterThan(0);
    expect((await f.req('POST', `/api/alarm/${a.id.id}/ack`, 'ta')).statusCode).toBe(200);
    expect((await f.req('POST', `/api/alarm/${a.id.id}/clear`, 'ta')).statusCode).toBe(200);
    const info = JSON.parse((await f.req('GET', `/api/alarm/info/${a.id.id}`, 'ta')).body) as Alarm;
    expect(info).toMatchObject({ status: 'CLEARED_ACK', originatorName: 'Test Device A1' });
    expect(info['clearTs']).toBeGreaterThan(0);
    const fresh = JSON.parse(
      (
        await create('ta', {
          type: 'High Temperature',
          originator: device(ids['A1']),
          severity: 'CRITICAL',
          status: 'ACTIVE_UNACK',
        })
      ).body,
    ) as Alarm;
    expect(fresh.id.id).not.toBe(a.id.id);
    const del = await f.req('DELETE', `/api/alarm/${fresh.id.id}`, 'ta');
    expect([del.statusCode, del.body]).toEqual([200, 'true']);
    expect((await f.req('GET', `/api/alarm/${fresh.id.id}`, 'ta')).statusCode).toBe(404);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['ALARM_UPDATED', 'ALARM_DELETED']));
  });

  it('validates the body with TB messages', async () => {
    const base = { type: 'X', originator: device(ids['A1']), severity: 'MINOR', status: 'ACTIVE_UNACK' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, type: '' }, 'Alarm type should be specified!'],
      [{ ...base, originator: null }, 'Alarm originator should be specified!'],
      [{ ...base, severity: null }, 'Alarm severity should be specified!'],
      [{ ...base, status: undefined }, 'Alarm status should be specified!'],
    ];
    for (const [body, message] of cases) {
      const res = await create('ta', body);
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, errorCode: 31, message });
    }
    const sev = await create('ta', { ...base, severity: 'TERRIBLE' });
    expect([sev.statusCode, sev.body]).toEqual([400, '']);
    const missing = await create('ta', {
      ...base,
      id: { entityType: 'ALARM', id: '13814000-1dd2-11b2-8080-808080808081' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('alarm lists', () => {
  it('filters by search status, status, time and text, and propagates to related entities', async () => {
    const t0 = Date.now() - 1;
    const crit = JSON.parse(
      (
        await create('ta', {
          type: 'Smoke',
          originator: device(ids['A3']),
          severity: 'CRITICAL',
          status: 'ACTIVE_UNACK',
          propagate: true,
        })
      ).body,
    ) as Alarm;
    const minor = JSON.parse(
      (
        await create('ta', {
          type: 'Battery',
          originator: device(ids['A3']),
          severity: 'MINOR',
          status: 'ACTIVE_UNACK',
        })
      ).body,
    ) as Alarm;
    await f.req('POST', `/api/alarm/${minor.id.id}/clear`, 'ta');
    const list = async (entity: string, type: string, q: string, who: 'ta' | 'cu' = 'ta') =>
      JSON.parse((await f.req('GET', `/api/alarm/${type}/${entity}?pageSize=10&page=0${q}`, who)).body) as Page<Alarm>;
    expect((await list(ids['A3'] ?? '', 'DEVICE', '&searchStatus=ANY')).data.map((a) => a['type'])).toEqual([
      'Battery',
      'Smoke',
    ]);
    expect((await list(ids['A3'] ?? '', 'DEVICE', '&searchStatus=ACTIVE')).data.map((a) => a['type'])).toEqual([
      'Smoke',
    ]);
    expect((await list(ids['A3'] ?? '', 'DEVICE', '&searchStatus=CLEARED')).data.map((a) => a['type'])).toEqual([
      'Battery',
    ]);
    expect((await list(ids['A3'] ?? '', 'DEVICE', '&searchStatus=UNACK')).totalElements).toBe(2);
    expect((await list(ids['A3'] ?? '', 'DEVICE', '&searchStatus=ACK')).totalElements).toBe(0);
    expect((await list(ids['A3'] ?? '', 'DEVICE', '&status=CLEARED_UNACK')).data.map((a) => a['type'])).toEqual([
      'Battery',
    ]);
    expect((await list(ids['A3'] ?? '', 'DEVICE', `&startTime=${Date.now() + 60_000}`)).totalElements).toBe(0);
    expect(
      (await list(ids['A3'] ?? '', 'DEVICE', `&startTime=${t0}&textSearch=smo`)).data.map((a) => a['type']),
    ).toEqual(['Smoke']);
    expect((await list(ids['A3'] ?? '', 'DEVICE', '&textSearch=critical')).totalElements).toBe(1);
    const withName = await list(ids['A3'] ?? '', 'DEVICE', '&fetchOriginator=true&sortProperty=type&sortOrder=ASC');
    expect(withName.data.map((a) => [a['type'], a['originatorName']])).toEqual([
      ['Battery', 'Test Device A3'],
      ['Smoke', 'Test Device A3'],
    ]);
    expect((await list(ids['A3'] ?? '', 'DEVICE', '')).data[0]?.['originatorName']).toBeNull();
    // A3 ← Floor 2 ← Building Alpha (Contains); only the propagating alarm reaches the building.
    expect((await list(ids['BUILDING'] ?? '', 'ASSET', '')).data.map((a) => a.id.id)).toEqual([crit.id.id]);
    const both = await f.req(
      'GET',
      `/api/alarm/DEVICE/${ids['A3']}?pageSize=10&page=0&searchStatus=ANY&status=ACTIVE_ACK`,
      'ta',
    );
    expect(JSON.parse(both.body)).toMatchObject({
      status: 400,
      errorCode: 31,
      message:
        "Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!",
    });
    expect((await f.req('GET', `/api/alarm/DEVICE/${ids['A3']}`, 'ta')).statusCode).toBe(400);
  });

  propagationAndSeverityTests();
});

function propagationAndSeverityTests(): void {
  it('respects propagateRelationTypes', async () => {
    const a = JSON.parse(
      (
        await create('ta', {
          type: 'Door',
          originator: device(ids['T1']),
          severity: 'WARNING',
          status: 'ACTIVE_UNACK',
          propagate: true,
          propagateRelationTypes: ['Contains'],
        })
      ).body,
    ) as Alarm;
    const b = JSON.parse(
      (
        await create('ta', {
          type: 'Fan',
          originator: device(ids['T1']),
          severity: 'MAJOR',
          status: 'ACTIVE_UNACK',
          propagate: true,
          propagateRelationTypes: ['Manages'],
        })
      ).body,
    ) as Alarm;
    const building = JSON.parse(
      (await f.req('GET', `/api/alarm/ASSET/${ids['BUILDING']}?pageSize=10&page=0`, 'ta')).body,
    ) as Page<Alarm>;
    expect(building.data.map((x) => x.id.id)).toContain(b.id.id);
    expect(building.data.map((x) => x.id.id)).not.toContain(a.id.id);
  });

  it('reports the highest severity', async () => {
    const sev = (q = '') => f.req('GET', `/api/alarm/highestSeverity/DEVICE/${ids['A3']}${q}`, 'ta');
    expect((await sev()).body).toBe('"CRITICAL"');
    expect((await sev('?searchStatus=CLEARED')).body).toBe('"MINOR"');
    expect((await sev('?status=ACTIVE_ACK')).body).toBe('');
    expect((await sev('?status=ACTIVE_ACK')).statusCode).toBe(200);
  });
}

describe('alarm access', () => {
  it('keeps customers and tenants apart', async () => {
    const b = JSON.parse(
      (await create('ta', { type: 'Leak', originator: device(ids['B1']), severity: 'MAJOR', status: 'ACTIVE_UNACK' }))
        .body,
    ) as Alarm;
    expect((await f.req('GET', `/api/alarm/${b.id.id}`, 'cu')).statusCode).toBe(403);
    expect((await f.req('GET', `/api/alarm/${b.id.id}`, 'cb')).statusCode).toBe(200);
    expect((await f.req('POST', `/api/alarm/${b.id.id}/ack`, 'cu')).statusCode).toBe(403);
    expect((await f.req('DELETE', `/api/alarm/${b.id.id}`, 'tb')).statusCode).toBe(403);
    expect((await f.req('GET', `/api/alarm/${b.id.id}`, 'sa')).statusCode).toBe(403);
    expect((await f.req('GET', `/api/alarm/DEVICE/${ids['B1']}?pageSize=10&page=0`, 'cu')).statusCode).toBe(403);
    expect(
      (await create('cu', { type: 'Leak', originator: device(ids['B1']), severity: 'MAJOR', status: 'ACTIVE_UNACK' }))
        .statusCode,
    ).toBe(403);
    const mine = JSON.parse((await f.req('GET', '/api/alarms?pageSize=100&page=0', 'cu')).body) as Page<Alarm>;
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((a) => (a['customerId'] as { id: string }).id === f.customerA)).toBe(true);
    const all = JSON.parse((await f.req('GET', '/api/alarms?pageSize=100&page=0', 'ta')).body) as Page<Alarm>;
    expect(all.data.map((a) => a.id.id)).toContain(b.id.id);
    expect(
      (JSON.parse((await f.req('GET', '/api/alarms?pageSize=100&page=0', 'tb')).body) as Page<Alarm>).totalElements,
    ).toBe(0);
  });

  it("gives a system administrator a tenant's alarm list, always empty, as ThingsBoard does", async () => {
    await create('ta', {
      type: 'Tenant alarm',
      originator: { entityType: 'TENANT', id: f.tenantId },
      severity: 'MINOR',
      status: 'ACTIVE_UNACK',
    });
    const res = await f.req('GET', `/api/alarm/TENANT/${f.tenantId}?pageSize=10&page=0`, 'sa');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ data: [], totalPages: 0, totalElements: 0, hasNext: false });
    expect(
      (await f.req('GET', '/api/alarm/TENANT/13814000-1dd2-11b2-8080-808080808081?pageSize=10&page=0', 'sa'))
        .statusCode,
    ).toBe(404);
    expect((await f.req('GET', `/api/alarm/DEVICE/${ids['B1']}?pageSize=10&page=0`, 'sa')).statusCode).toBe(403);
  });
});
