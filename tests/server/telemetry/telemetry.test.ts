/**
 * Telemetry & attributes REST: typed saves and reads, strict vs string values,
 * null-deletes, deletes, history, legacy path forms, plain-text TB errors and per-role/ownership access.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixture, type Fixture } from '../fixtures.js';

let f: Fixture;
const ids: Record<string, string> = {};
const T = '/api/plugins/telemetry';

async function idOf(sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await f.server.db.query<{ id: string }>(sql, params);
  return rows[0]?.id ?? '';
}

beforeAll(async () => {
  f = await fixture();
  ids['A1'] = await idOf("SELECT id FROM device WHERE name = 'Test Device A1'");
  ids['B1'] = await idOf("SELECT id FROM device WHERE name = 'Test Device B1'");
  ids['T1'] = await idOf("SELECT id FROM device WHERE name = 'Thermostat T1'");
  ids['PUMP'] = await idOf("SELECT id FROM device WHERE name = 'Pump P1'");
  ids['VIEW'] = await idOf("SELECT id FROM entity_view WHERE name = 'T1 comfort view'");
  ids['USER_CU'] = await idOf("SELECT id FROM tb_user WHERE email = 'customer@thingsboard.org'");
});
afterAll(async () => {
  await f?.server.close();
});

const post = (url: string, who: 'ta' | 'cu' | 'cb' | 'tb' | 'sa', body: string) =>
  f.server.app.inject({
    method: 'POST',
    url,
    headers: { 'x-authorization': `Bearer ${f.tok[who]}`, 'content-type': 'application/json' },
    payload: body,
  });

describe('time series', () => {
  it('stores typed values and returns strings unless useStrictDataTypes', async () => {
    const dev = `${T}/DEVICE/${ids['A1']}`;
    const res = await post(
      `${dev}/timeseries/ANY`,
      'ta',
      '{"temperature": 25.0, "count": 25, "on": true, "label": "x", "obj": {"a": 1}, "big": 1.5e10, "s": "42"}',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const latest = await f.req('GET', `${dev}/values/timeseries`, 'ta');
    expect(latest.statusCode).toBe(200);
    const l = JSON.parse(latest.body) as Record<string, { ts: number; value: unknown }[]>;
    expect(l['temperature']?.[0]?.value).toBe('25.0');
    expect(l['count']?.[0]?.value).toBe('25');
    expect(l['on']?.[0]?.value).toBe('true');
    expect(l['label']?.[0]?.value).toBe('x');
    expect(l['obj']?.[0]?.value).toBe('{"a":1}');
    expect(l['big']?.[0]?.value).toBe('1.5E10');
    // transport.json.type_cast_enabled: numeric strings become numbers
    expect(l['s']?.[0]?.value).toBe('42');
    const strict = await f.req(
      'GET',
      `${dev}/values/timeseries?keys=temperature,count,on,obj,s,missing&useStrictDataTypes=true`,
      'ta',
    );
    expect(strict.body).toMatch(/"temperature":\[\{"ts":\d+,"value":25\.0\}\]/);
    const s = JSON.parse(strict.body) as Record<string, { value: unknown }[]>;
    expect(s['count']?.[0]?.value).toBe(25);
    expect(s['on']?.[0]?.value).toBe(true);
    expect(s['obj']?.[0]?.value).toEqual({ a: 1 });
    expect(s['s']?.[0]?.value).toBe(42);
    expect(Object.keys(s)).not.toContain('missing');
    const keys = await f.req('GET', `${dev}/keys/timeseries`, 'ta');
    expect(JSON.parse(keys.body)).toEqual(
      expect.arrayContaining(['temperature', 'count', 'on', 'label', 'obj', 'big', 's']),
    );
  });

  it('accepts {ts, values} and arrays; history honours limit, orderBy and the half-open range', async () => {
    const dev = `${T}/DEVICE/${ids['A2'] ?? (ids['A2'] = await idOf("SELECT id FROM device WHERE name = 'Test Device A2'"))}`;
    const points = Array.from({ length: 10 }, (_, i) => ({ ts: 1_000_000 + i * 1000, values: { t: i } }));
    expect((await post(`${dev}/timeseries/SERVER_SCOPE`, 'ta', JSON.stringify(points))).statusCode).toBe(200);
    expect(
      (await post(`${dev}/timeseries/x`, 'ta', JSON.stringify({ ts: 2_000_000, values: { t: 99 } }))).statusCode,
    ).toBe(200);
    const hist = await f.req('GET', `${dev}/values/timeseries?keys=t&startTs=1000000&endTs=1005000`, 'ta');
    expect(JSON.parse(hist.body)).toEqual({
      t: [4, 3, 2, 1, 0].map((i) => ({ ts: 1_000_000 + i * 1000, value: String(i) })),
    });
    const asc = await f.req(
      'GET',
      `${dev}/values/timeseries?keys=t&startTs=1000000&endTs=3000000&limit=3&orderBy=ASC&useStrictDataTypes=true`,
      'ta',
    );
    expect(JSON.parse(asc.body)).toEqual({ t: [0, 1, 2].map((i) => ({ ts: 1_000_000 + i * 1000, value: i })) });
    const none = await f.req('GET', `${dev}/values/timeseries?keys=nope&startTs=0&endTs=10`, 'ta');
    expect(JSON.parse(none.body)).toEqual({});
    // interval=0 forces NONE whatever agg says
    const forced = await f.req(
      'GET',
      `${dev}/values/timeseries?keys=t&startTs=1000000&endTs=1002000&agg=AVG&interval=0`,
      'ta',
    );
    expect(JSON.parse(forced.body)).toEqual({
      t: [
        { ts: 1_001_000, value: '1' },
        { ts: 1_000_000, value: '0' },
      ],
    });
    const avg = await f.req(
      'GET',
      `${dev}/values/timeseries?keys=t&startTs=1000000&endTs=1010000&agg=AVG&interval=5000`,
      'ta',
    );
    expect(JSON.parse(avg.body)).toEqual({
      t: [
        { ts: 1_002_500, value: '2.0' },
        { ts: 1_007_500, value: '7.0' },
      ],
    });
  });

  deletionErrorAndTtlTests();
});

function deletionErrorAndTtlTests(): void {
  it('deletes a range, everything, and rewrites the latest value when asked', async () => {
    const dev = `${T}/DEVICE/${ids['A1']}`;
    const pts = [1, 2, 3, 4].map((i) => ({ ts: i * 1000, values: { d: i } }));
    await post(`${dev}/timeseries/ANY`, 'ta', JSON.stringify(pts));
    const latestOf = async () =>
      (
        JSON.parse((await f.req('GET', `${dev}/values/timeseries?keys=d`, 'ta')).body) as Record<
          string,
          { ts: number }[]
        >
      )['d'];
    expect((await latestOf())?.[0]?.ts).toBe(4000);
    const del = await f.req(
      'DELETE',
      `${dev}/timeseries/delete?keys=d&startTs=3000&endTs=5000&rewriteLatestIfDeleted=true`,
      'ta',
    );
    expect(del.statusCode).toBe(200);
    expect((await latestOf())?.[0]?.ts).toBe(2000);
    const hist = await f.req('GET', `${dev}/values/timeseries?keys=d&startTs=0&endTs=10000`, 'ta');
    expect((JSON.parse(hist.body) as Record<string, unknown[]>)['d']).toHaveLength(2);
    const noRange = await f.req('DELETE', `${dev}/timeseries/delete?keys=d`, 'ta');
    expect(noRange.statusCode).toBe(400);
    expect(noRange.body).toBe("When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty");
    await f.req('DELETE', `${dev}/timeseries/delete?keys=d&deleteAllDataForKeys=true`, 'ta');
    expect(
      JSON.parse((await f.req('GET', `${dev}/values/timeseries?keys=d&startTs=0&endTs=10000`, 'ta')).body),
    ).toEqual({});
    expect(await latestOf()).toBeUndefined();
  });

  it('answers bad input with TB plain-text (or Spring empty) 400s', async () => {
    const dev = `${T}/DEVICE/${ids['A1']}`;
    const bad = await post(`${dev}/timeseries/ANY`, 'ta', '{"a":');
    expect([bad.statusCode, bad.body]).toEqual([400, 'Unable to parse timeseries payload: Invalid JSON body!']);
    const prim = await post(`${dev}/timeseries/ANY`, 'ta', '42');
    expect([prim.statusCode, prim.body]).toEqual([
      400,
      "Unable to parse timeseries payload. Invalid JSON body: Can't parse value: 42",
    ]);
    const empty = await post(`${dev}/timeseries/ANY`, 'ta', '{}');
    expect([empty.statusCode, empty.body]).toEqual([400, 'No timeseries data found in request body!']);
    const agg = await f.req('GET', `${dev}/values/timeseries?keys=t&startTs=0&endTs=10&interval=5&agg=MEDIAN`, 'ta');
    expect([agg.statusCode, agg.body]).toEqual([
      400,
      'No enum constant org.thingsboard.server.common.data.kv.Aggregation.MEDIAN',
    ]);
    const many = await f.req(
      'GET',
      `${dev}/values/timeseries?keys=t&startTs=0&endTs=100000000&interval=1000&agg=AVG`,
      'ta',
    );
    expect(many.statusCode).toBe(400);
    expect(many.body).toMatch(/^Incorrect TsKvQuery. Number of intervals is to high - 100000/);
    const nan = await f.req('GET', `${dev}/values/timeseries?keys=t&startTs=abc&endTs=10`, 'ta');
    expect([nan.statusCode, nan.body]).toEqual([400, '']);
    const type = await f.req('GET', `${T}/DEVICES/${ids['A1']}/values/timeseries`, 'ta');
    expect(type.statusCode).toBe(400);
    expect(JSON.parse(type.body)).toMatchObject({ status: 400, errorCode: 31 });
    const uuid = await f.req('GET', `${T}/DEVICE/not-a-uuid/values/timeseries`, 'ta');
    expect(JSON.parse(uuid.body)).toMatchObject({
      status: 400,
      errorCode: 31,
      message: 'Invalid UUID string: not-a-uuid',
    });
    const view = await post(`${T}/ENTITY_VIEW/${ids['VIEW']}/timeseries/ANY`, 'ta', '{"a":1}');
    expect([view.statusCode, view.body]).toEqual([400, "Telemetry data can't be stored for entity view. Read only"]);
  });

  it('stores with a TTL and drops expired points', async () => {
    const dev = `${T}/DEVICE/${ids['A1']}`;
    const now = Date.now();
    expect(
      (await post(`${dev}/timeseries/ANY/1`, 'ta', JSON.stringify({ ts: now, values: { ttlKey: 1 } }))).statusCode,
    ).toBe(200);
    expect(await f.server.telemetry.timeseries.cleanupExpired(now + 5000)).toBeGreaterThanOrEqual(1);
    const hist = await f.req('GET', `${dev}/values/timeseries?keys=ttlKey&startTs=0&endTs=${now + 1}`, 'ta');
    expect(JSON.parse(hist.body)).toEqual({});
  });
}

describe('attributes', () => {
  it('saves typed attributes per scope; null deletes; reads merge CLIENT, SHARED, SERVER', async () => {
    const dev = `${T}/DEVICE/${ids['A1']}`;
    expect(
      (
        await post(
          `${dev}/attributes/SERVER_SCOPE`,
          'ta',
          '{"a": 1, "b": 2.0, "c": "s", "d": true, "e": {"x": [1]}, "f": "12"}',
        )
      ).statusCode,
    ).toBe(200);
    expect((await post(`${dev}/SHARED_SCOPE`, 'ta', '{"a": "shared"}')).statusCode).toBe(200);
    await f.server.telemetry.attributes.save(
      f.tenantId,
      { entityType: 'DEVICE', id: ids['A1'] ?? '' },
      'CLIENT_SCOPE',
      [{ key: 'fw', type: 'STRING', value: '1.0' }],
    );
    const server = await f.req('GET', `${dev}/values/attributes/SERVER_SCOPE`, 'ta');
    expect(server.body).toMatch(/"key":"b","value":2\.0\}/);
    const list = JSON.parse(server.body) as { key: string; value: unknown; lastUpdateTs: number }[];
    expect(Object.fromEntries(list.map((a) => [a.key, a.value]))).toEqual({
      a: 1,
      b: 2,
      c: 's',
      d: true,
      e: { x: [1] },
      f: '12',
    });
    expect(list.every((a) => typeof a.lastUpdateTs === 'number' && a.lastUpdateTs > 0)).toBe(true);
    const all = JSON.parse((await f.req('GET', `${dev}/values/attributes?keys=a,fw`, 'ta')).body) as {
      key: string;
      value: unknown;
    }[];
    expect(all.map((a) => [a.key, a.value])).toEqual([
      ['fw', '1.0'],
      ['a', 'shared'],
      ['a', 1],
    ]);
    expect(JSON.parse((await f.req('GET', `${dev}/keys/attributes/SHARED_SCOPE`, 'ta')).body)).toEqual(['a']);
    expect(JSON.parse((await f.req('GET', `${dev}/keys/attributes`, 'ta')).body)).toEqual([
      'fw',
      'a',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    expect((await post(`${dev}/SERVER_SCOPE`, 'ta', '{"a": null, "c": "t"}')).statusCode).toBe(200);
    const after = JSON.parse((await f.req('GET', `${dev}/values/attributes/SERVER_SCOPE?keys=a,c`, 'ta')).body) as {
      key: string;
      value: unknown;
    }[];
    expect(after.map((a) => [a.key, a.value])).toEqual([['c', 't']]);
    expect((await f.req('DELETE', `${dev}/SERVER_SCOPE?keys=b,c`, 'ta')).statusCode).toBe(200);
    expect((await f.req('DELETE', `${T}/${ids['A1']}/SHARED_SCOPE?keys=a`, 'ta')).statusCode).toBe(200);
    expect(JSON.parse((await f.req('GET', `${dev}/keys/attributes`, 'ta')).body)).toEqual(['fw', 'd', 'e', 'f']);
    expect(JSON.parse((await f.req('GET', `${dev}/values/attributes/BOGUS`, 'ta')).body)).toEqual([]);
  });

  it('answers TB plain-text 400s for bad attribute writes', async () => {
    const dev = `${T}/DEVICE/${ids['A1']}`;
    const scope = await post(`${dev}/attributes/CLIENT_SCOPE`, 'ta', '{"a":1}');
    expect([scope.statusCode, scope.body]).toEqual([400, 'Invalid scope: CLIENT_SCOPE']);
    const arr = await post(`${dev}/attributes/SERVER_SCOPE`, 'ta', '[1]');
    expect([arr.statusCode, arr.body]).toEqual([400, 'Request is not a JSON object']);
    const empty = await post(`${dev}/attributes/SERVER_SCOPE`, 'ta', '{}');
    expect([empty.statusCode, empty.body]).toEqual([400, 'No attributes data found in request body!']);
    const big = await post(`${dev}/attributes/SERVER_SCOPE`, 'ta', '{"n": 123456789012345678901234567890}');
    expect([big.statusCode, big.body]).toEqual([400, 'Big integer values are not supported!']);
    const broken = await post(`${dev}/attributes/SERVER_SCOPE`, 'ta', '{"a":');
    expect([broken.statusCode, broken.body]).toEqual([400, '']);
    const noKeys = await f.req('DELETE', `${dev}/SERVER_SCOPE?keys=`, 'ta');
    expect([noKeys.statusCode, noKeys.body]).toEqual([400, 'Empty keys: ']);
    const badScope = await f.req('DELETE', `${dev}/NOPE?keys=a`, 'ta');
    expect([badScope.statusCode, badScope.body]).toEqual([400, 'Invalid attribute scope: NOPE']);
  });
});

describe('access', () => {
  it('scopes customers to their devices and tenants to theirs, with TB messages', async () => {
    const b1 = `${T}/DEVICE/${ids['B1']}`;
    await post(`${b1}/timeseries/ANY`, 'ta', '{"secret": 7}');
    expect((await f.req('GET', `${T}/DEVICE/${ids['A1']}/values/timeseries`, 'cu')).statusCode).toBe(200);
    const foreign = await f.req('GET', `${b1}/values/timeseries`, 'cu');
    expect([foreign.statusCode, foreign.body]).toEqual([403, "You don't have permission to perform this operation!"]);
    expect((await post(`${b1}/SERVER_SCOPE`, 'cu', '{"x":1}')).statusCode).toBe(403);
    expect((await f.req('GET', `${b1}/values/timeseries`, 'tb')).statusCode).toBe(403);
    expect((await f.req('GET', `${T}/DEVICE/${ids['PUMP']}/values/attributes`, 'ta')).statusCode).toBe(403);
    const sa = await f.req('GET', `${b1}/values/timeseries`, 'sa');
    expect([sa.statusCode, sa.body]).toEqual([403, 'System administrator is not allowed to perform this operation!']);
    const missing = await f.req('GET', `${T}/DEVICE/13814000-1dd2-11b2-8080-808080808081/values/timeseries`, 'ta');
    expect([missing.statusCode, missing.body]).toEqual([404, "Device with requested id wasn't found!"]);
    expect((await post(`${T}/DEVICE/${ids['A1']}/SERVER_SCOPE`, 'cu', '{"byCustomer": 1}')).statusCode).toBe(200);
  });

  it("reads a device's latest values with its access check in one statement", async () => {
    const url = `${T}/DEVICE/${ids['A1']}/values/timeseries?keys=temperature`;
    expect((await f.req('GET', url, 'cu')).statusCode).toBe(200); // token, limits and key names now known
    const spy = vi.spyOn(f.server.db, 'query');
    try {
      const res = await f.req('GET', url, 'cu');
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toHaveProperty('temperature');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('applies the per-type rules of customers, tenants and users', async () => {
    const cust = `${T}/CUSTOMER/${f.customerA}`;
    expect((await post(`${cust}/SERVER_SCOPE`, 'ta', '{"limit": 5}')).statusCode).toBe(200);
    expect(JSON.parse((await f.req('GET', `${cust}/values/attributes`, 'cu')).body)).toEqual([
      expect.objectContaining({ key: 'limit', value: 5 }),
    ]);
    expect((await post(`${cust}/SERVER_SCOPE`, 'cu', '{"limit": 6}')).statusCode).toBe(403);
    expect((await f.req('GET', `${T}/CUSTOMER/${f.customerB}/values/attributes`, 'cu')).statusCode).toBe(403);
    const tenant = `${T}/TENANT/${f.tenantId}`;
    expect((await post(`${tenant}/SERVER_SCOPE`, 'ta', '{"k": 1}')).statusCode).toBe(403);
    expect((await post(`${tenant}/SERVER_SCOPE`, 'sa', '{"k": 1}')).statusCode).toBe(200);
    expect(JSON.parse((await f.req('GET', `${tenant}/values/attributes/SERVER_SCOPE`, 'ta')).body)).toEqual([
      expect.objectContaining({ key: 'k', value: 1 }),
    ]);
    const cuTenant = await f.req('GET', `${tenant}/values/attributes`, 'cu');
    expect([cuTenant.statusCode, cuTenant.body]).toEqual([
      403,
      'Customer user is not allowed to perform this operation!',
    ]);
    expect((await post(`${T}/USER/${ids['USER_CU']}/SERVER_SCOPE`, 'cu', '{"pref": "dark"}')).statusCode).toBe(200);
    expect((await f.req('GET', `${T}/USER/${ids['USER_CU']}/values/attributes`, 'cb')).statusCode).toBe(403);
    const dash = await idOf('SELECT id FROM dashboard LIMIT 1');
    expect((await f.req('GET', `${T}/DASHBOARD/${dash}/values/attributes`, 'ta')).statusCode).toBe(400);
  });
});

describe('entity views', () => {
  it('expose only their keys and time window of the target device', async () => {
    const t1 = `${T}/DEVICE/${ids['T1']}`;
    await post(
      `${t1}/timeseries/ANY`,
      'ta',
      JSON.stringify([
        { ts: 5000, values: { temperature: 20, pressure: 1 } },
        { ts: 6000, values: { temperature: 21 } },
      ]),
    );
    const view = `${T}/ENTITY_VIEW/${ids['VIEW']}`;
    const hist = await f.req('GET', `${view}/values/timeseries?keys=temperature,pressure&startTs=0&endTs=10000`, 'cu');
    expect(JSON.parse(hist.body)).toEqual({
      temperature: [
        { ts: 6000, value: '21' },
        { ts: 5000, value: '20' },
      ],
    });
    const latest = JSON.parse((await f.req('GET', `${view}/values/timeseries`, 'cu')).body) as Record<string, unknown>;
    expect(Object.keys(latest)).toEqual(['temperature']);
    expect((await f.req('GET', `${t1}/values/timeseries`, 'cu')).statusCode).toBe(403);
  });
});

describe('demo seed', () => {
  it('gives the thermostats a day of history, attributes and alarms', async () => {
    const t2 = await idOf("SELECT id FROM device WHERE name = 'Thermostat T2'");
    const now = Date.now();
    const hist = JSON.parse(
      (
        await f.req(
          'GET',
          `${T}/DEVICE/${t2}/values/timeseries?keys=temperature,humidity&startTs=${now - 86_400_000 * 2}&endTs=${now + 1000}&limit=1000`,
          'ta',
        )
      ).body,
    ) as Record<string, unknown[]>;
    expect(hist['temperature']?.length).toBeGreaterThanOrEqual(144);
    expect(hist['humidity']?.length).toBeGreaterThanOrEqual(144);
    const shared = JSON.parse((await f.req('GET', `${T}/DEVICE/${t2}/values/attributes/SHARED_SCOPE`, 'ta')).body) as {
      key: string;
      value: unknown;
    }[];
    expect(shared).toEqual([expect.objectContaining({ key: 'targetTemperature', value: 20 })]);
    const alarms = JSON.parse(
      (await f.req('GET', `/api/alarm/DEVICE/${t2}?pageSize=10&page=0&searchStatus=ACTIVE`, 'ta')).body,
    ) as { data: { type: string }[] };
    expect(alarms.data.map((a) => a.type)).toEqual(['High Temperature']);
  });
});
