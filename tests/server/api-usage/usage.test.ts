/**
 * API usage metering: device messages over the HTTP device API, stored data points, activation
 * mails and script runs raise the counters of the tenant's API usage state entity after a flush; limits come from
 * the tenant profile and drive the states; another tenant's counters and entity stay apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type Fixture, type Who } from '../fixtures.js';
import { body } from '../helpers.js';

let f: Fixture;
const COUNTS = [
  'transportMsgCount',
  'transportDataPointsCount',
  'storageDataPointsCount',
  'emailCount',
  'jsExecutionCount',
  'transportMsgCountHourly',
  'ruleEngineExecutionCount',
];

beforeAll(async () => {
  f = await fixture({ usageFlushMs: 0 });
});
afterAll(async () => {
  await f?.server.close();
});

/** The caller's usage state entity id, found the way the console finds it (entity data query, apiUsageState filter). */
async function usageStateId(who: Who): Promise<string> {
  const page = body<{ data: { entityId: { entityType: string; id: string } }[] }>(
    await f.req('POST', '/api/entitiesQuery/find', who, {
      entityFilter: { type: 'apiUsageState' },
      pageLink: { pageSize: 10, page: 0 },
    }),
  );
  expect(page.data).toHaveLength(1);
  expect(page.data[0]?.entityId.entityType).toBe('API_USAGE_STATE');
  return page.data[0]?.entityId.id ?? '';
}

/** Latest values of the given keys (0 / '' when absent). */
async function latest(who: Who, id: string, keys: string[]): Promise<Record<string, number | string>> {
  const res = await f.req(
    'GET',
    `/api/plugins/telemetry/API_USAGE_STATE/${id}/values/timeseries?keys=${keys.join(',')}&useStrictDataTypes=true`,
    who,
  );
  expect(res.statusCode).toBe(200);
  const data = body<Record<string, { ts: number; value: number | string }[]>>(res);
  return Object.fromEntries(keys.map((k) => [k, data[k]?.[0]?.value ?? 0]));
}

const device = (path: string, payload: string) =>
  f.server.app.inject({
    method: 'POST',
    url: `/api/v1/T1_TEST_TOKEN/${path}`,
    payload,
    headers: { 'content-type': 'application/json' },
  });

describe('API usage counters', () => {
  it('counts device messages, transport and storage data points, mails and script runs per tenant', async () => {
    await f.server.usage.flush();
    const a = await usageStateId('ta');
    const b = await usageStateId('tb');
    expect(a).not.toBe(b);
    const beforeA = await latest('ta', a, COUNTS);
    const beforeB = await latest('tb', b, COUNTS);

    expect((await device('telemetry', '{"usageT": 1, "usageH": 2}')).statusCode).toBe(200);
    expect((await device('telemetry', '[{"ts": 1000, "values": {"usageT": 3}}]')).statusCode).toBe(200);
    expect((await device('attributes', '{"usageFw": "1.0", "usageHw": "a"}')).statusCode).toBe(200);
    const user = await f.req('POST', '/api/user?sendActivationMail=true', 'ta', {
      email: `usage-${Date.now()}@example.com`,
      authority: 'TENANT_ADMIN',
    });
    expect(user.statusCode).toBe(200);
    const script = await f.req('POST', '/api/ruleChain/testScript', 'ta', {
      script: 'return {msg: msg, metadata: metadata, msgType: msgType};',
      scriptType: 'update',
      argNames: ['msg', 'metadata', 'msgType'],
      msg: '{}',
      metadata: {},
      msgType: 'POST_TELEMETRY_REQUEST',
    });
    expect(script.statusCode).toBe(200);

    // Nothing is written before the flush (the counters live in memory).
    expect(await latest('ta', a, COUNTS)).toEqual(beforeA);
    await f.server.usage.flush();
    const afterA = await latest('ta', a, COUNTS);
    const delta = (k: string) => Number(afterA[k]) - Number(beforeA[k]);
    expect(delta('transportMsgCount')).toBe(3);
    expect(delta('transportDataPointsCount')).toBe(5);
    expect(delta('storageDataPointsCount')).toBe(3);
    expect(delta('emailCount')).toBe(1);
    expect(delta('jsExecutionCount')).toBe(1);
    expect(delta('transportMsgCountHourly')).toBe(3);
    // Each device message passes at least the root chain's device profile, message type switch and save nodes.
    expect(delta('ruleEngineExecutionCount')).toBeGreaterThanOrEqual(9);
    // Tenant B saw none of it, and cannot read tenant A's usage state.
    expect(await latest('tb', b, COUNTS)).toEqual(beforeB);
    expect(
      (await f.req('GET', `/api/plugins/telemetry/API_USAGE_STATE/${a}/values/timeseries?keys=transportMsgCount`, 'tb'))
        .statusCode,
    ).toBe(403);
    expect(
      (await f.req('GET', `/api/plugins/telemetry/API_USAGE_STATE/${a}/values/timeseries?keys=transportMsgCount`, 'cu'))
        .statusCode,
    ).toBe(403);
  });

  it('the monthly counter sits at the start of the month, the hourly one at the start of the hour', async () => {
    const a = await usageStateId('ta');
    const res = body<Record<string, { ts: number }[]>>(
      await f.req(
        'GET',
        `/api/plugins/telemetry/API_USAGE_STATE/${a}/values/timeseries?keys=transportMsgCount,transportMsgCountHourly`,
        'ta',
      ),
    );
    const now = new Date();
    expect(res['transportMsgCount']?.[0]?.ts).toBe(new Date(now.getFullYear(), now.getMonth(), 1).getTime());
    now.setMinutes(0, 0, 0);
    expect(res['transportMsgCountHourly']?.[0]?.ts).toBe(now.getTime());
  });

  it('writes the tenant profile limits and moves the states to WARNING and DISABLED', async () => {
    const a = await usageStateId('ta');
    const current = Number((await latest('ta', a, ['transportMsgCount']))['transportMsgCount']);
    const before = await latest('ta', a, ['transportMsgLimit', 'transportApiState', 'emailLimit']);
    expect(before).toMatchObject({ transportMsgLimit: 0, transportApiState: 'ENABLED', emailLimit: 0 });

    const profiles = body<{ data: { id: { id: string }; default: boolean }[] }>(
      await f.req('GET', '/api/tenantProfiles?pageSize=50&page=0', 'sa'),
    );
    const id = profiles.data.find((p) => p.default)?.id.id;
    const profile = body<{ profileData: { configuration: Record<string, unknown> } }>(
      await f.req('GET', `/api/tenantProfile/${id}`, 'sa'),
    );
    // Warning at half of the limit: one more message crosses it, the limit itself is two messages away.
    const limit = current + 2;
    Object.assign(profile.profileData.configuration, {
      maxTransportMessages: limit,
      maxEmails: 1000,
      warnThreshold: (current + 1) / limit,
    });
    expect((await f.req('POST', '/api/tenantProfile', 'sa', profile)).statusCode).toBe(200);
    await f.server.usage.flush();
    expect(await latest('ta', a, ['transportMsgLimit', 'transportApiState', 'emailLimit'])).toEqual({
      transportMsgLimit: limit,
      transportApiState: 'ENABLED',
      emailLimit: 1000,
    });

    await device('telemetry', '{"usageT": 4}');
    await f.server.usage.flush();
    expect((await latest('ta', a, ['transportApiState']))['transportApiState']).toBe('WARNING');
    await device('telemetry', '{"usageT": 5}');
    await f.server.usage.flush();
    expect((await latest('ta', a, ['transportApiState']))['transportApiState']).toBe('DISABLED');
    const row = await f.server.db.query<{ transport_state: string }>(
      'SELECT transport_state FROM api_usage_state WHERE id = $1',
      [a],
    );
    expect(row.rows[0]?.transport_state).toBe('DISABLED');
    // The second tenant's counter stays untouched.
    const b = await usageStateId('tb');
    expect(Number((await latest('tb', b, ['transportMsgCount']))['transportMsgCount'])).toBe(0);
  });
});
