/**
 * HTTP device API `/api/v1/{token}/…` with plain `fetch` on a real socket, as a device (or the
 * tb_device_http SDK) does, and server-side RPC REST answered by a long-polling HTTP device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type Fixture } from '../fixtures.js';

let f: Fixture;
let base = '';
const ids: Record<string, string> = {};
const TOKEN = 'T1_TEST_TOKEN';

const dev = (path: string, init?: RequestInit) => fetch(`${base}/api/v1/${TOKEN}${path}`, init);
const post = (path: string, body: string) =>
  dev(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  f = await fixture();
  base = `http://127.0.0.1:${(await f.server.listen(0, '127.0.0.1')).port}`;
  for (const [k, name] of [
    ['T1', 'Thermostat T1'],
    ['T2', 'Thermostat T2'],
    ['A1', 'Test Device A1'],
  ] as const) {
    ids[k] =
      (await f.server.db.query<{ id: string }>('SELECT id FROM device WHERE name = $1', [name])).rows[0]?.id ?? '';
  }
});
afterAll(async () => {
  await f?.server.close();
});

async function latest(id: string | undefined, keys: string): Promise<Record<string, { ts: number; value: unknown }[]>> {
  const res = await f.req(
    'GET',
    `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=${keys}&useStrictDataTypes=true`,
    'ta',
  );
  return JSON.parse(res.body) as Record<string, { ts: number; value: unknown }[]>;
}

describe('device HTTP API', () => {
  it('accepts {} and every telemetry shape; 401 with an empty body for unknown tokens; 400 for unusable payloads', async () => {
    const empty = await post('/telemetry', '{}');
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');
    expect((await post('/telemetry', '{"httpTemp": 21.5, "httpCount": "7"}')).status).toBe(200);
    expect(
      (await post('/telemetry', '[{"ts": 1000, "values": {"httpArr": 1}}, {"ts": 2000, "values": {"httpArr": 2}}]'))
        .status,
    ).toBe(200);
    expect((await post('/telemetry', '[{"httpObj": true}]')).status).toBe(200);
    const l = await latest(ids['T1'], 'httpTemp,httpCount,httpArr,httpObj');
    expect(l['httpTemp']?.[0]?.value).toBe(21.5);
    expect(l['httpCount']?.[0]?.value).toBe(7);
    expect(l['httpArr']?.[0]).toEqual({ ts: 2000, value: 2 });
    expect(l['httpObj']?.[0]?.value).toBe(true);

    const bad = await fetch(`${base}/api/v1/NO_SUCH_TOKEN/telemetry`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.text()).toBe('');
    for (const body of [
      '{nope',
      '"text"',
      '42',
      `${'['.repeat(500)}${']'.repeat(500)}`,
      '{"ts": "x", "values": {"a": 1}}',
    ]) {
      expect((await post('/telemetry', body)).status, body.slice(0, 20)).toBe(400);
    }
    expect((await post('/attributes', '[1]')).status).toBe(400);
    expect((await post('/telemetry', '{"stillAlive": 1}')).status).toBe(200);
  });

  it('stores client attributes and answers attribute requests per scope (unknown parameters = everything)', async () => {
    expect((await post('/attributes', '{"fw": "v1.2", "model": "TX", "rated": 3, "cast": "1.5"}')).status).toBe(200);
    expect(
      (
        await f.req('POST', `/api/plugins/telemetry/DEVICE/${ids['T1']}/SHARED_SCOPE`, 'ta', {
          target: 22.5,
          mode: 'eco',
        })
      ).statusCode,
    ).toBe(200);
    const only = await (await dev('/attributes?clientKeys=fw,rated&sharedKeys=target')).json();
    expect(only).toEqual({ client: { fw: 'v1.2', rated: 3 }, shared: { target: 22.5 } });
    // transport.json.type_cast_enabled: numeric strings from devices become numbers.
    expect(await (await dev('/attributes?clientKeys=cast')).json()).toEqual({ client: { cast: 1.5 } });
    expect(await (await dev('/attributes?sharedKeys=mode')).json()).toEqual({ shared: { mode: 'eco' } });
    // tb_device_http sends client_keys/shared_keys: TB ignores them and answers everything.
    const all = (await (await dev('/attributes?client_keys=fw&shared_keys=mode')).json()) as Record<
      string,
      Record<string, unknown>
    >;
    expect(all['client']).toMatchObject({ fw: 'v1.2', model: 'TX', rated: 3 });
    expect(all['shared']).toMatchObject({ target: 22.5, mode: 'eco' });
    expect(await (await dev('/attributes?clientKeys=missing')).json()).toEqual({});
    const server = await f.req(
      'GET',
      `/api/plugins/telemetry/DEVICE/${ids['T1']}/values/attributes/CLIENT_SCOPE?keys=fw`,
      'ta',
    );
    expect(JSON.parse(server.body)).toEqual([{ key: 'fw', value: 'v1.2', lastUpdateTs: expect.any(Number) }]);
  });

  it('long-polls shared attribute updates and deletes; 408 on timeout', async () => {
    const poll = dev('/attributes/updates?timeout=5000');
    await new Promise((r) => setTimeout(r, 150));
    await f.req('POST', `/api/plugins/telemetry/DEVICE/${ids['T1']}/SHARED_SCOPE`, 'ta', { target: 19.5 });
    const res = await poll;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"target":19.5}');
    const del = dev('/attributes/updates?timeout=5000');
    await new Promise((r) => setTimeout(r, 150));
    await f.req('DELETE', `/api/plugins/telemetry/DEVICE/${ids['T1']}/SHARED_SCOPE?keys=mode`, 'ta');
    expect(await (await del).json()).toEqual({ deleted: ['mode'] });
    const t0 = Date.now();
    expect((await dev('/attributes/updates?timeout=300')).status).toBe(408);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
  });

  claimAndProvisionTests();
});

function claimAndProvisionTests(): void {
  it('registers a claim that a customer user can then use', async () => {
    expect(
      (
        await fetch(`${base}/api/v1/T2_TEST_TOKEN/claim`, {
          method: 'POST',
          body: '{"secretKey": "s3cret", "durationMs": 60000}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    const wrong = await f.req('POST', '/api/customer/device/Thermostat%20T2/claim', 'cu', { secretKey: 'nope' });
    expect(wrong.statusCode).toBe(400);
    const ok = await f.req('POST', '/api/customer/device/Thermostat%20T2/claim', 'cu', { secretKey: 's3cret' });
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({
      response: 'SUCCESS',
      device: { name: 'Thermostat T2', customerId: { id: f.customerA } },
    });
  });

  it('provisions devices with the profile key and secret', async () => {
    const profile = (
      await f.server.db.query<{ id: string }>(
        "SELECT id FROM device_profile WHERE name = 'thermostat' AND tenant_id = $1",
        [f.tenantId],
      )
    ).rows[0]?.id;
    await f.server.db.query(
      `UPDATE device_profile SET provision_type = 'ALLOW_CREATE_NEW_DEVICES', provision_device_key = 'pkey',
         profile_data = jsonb_set(profile_data, '{provisionConfiguration}', '{"type": "ALLOW_CREATE_NEW_DEVICES", "provisionDeviceSecret": "psecret"}') WHERE id = $1`,
      [profile],
    );
    const provision = async (body: unknown) =>
      (
        await fetch(`${base}/api/v1/provision`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        })
      ).json() as Promise<Record<string, unknown>>;
    const created = await provision({
      deviceName: 'Provisioned P1',
      provisionDeviceKey: 'pkey',
      provisionDeviceSecret: 'psecret',
    });
    expect(created).toEqual({
      credentialsType: 'ACCESS_TOKEN',
      credentialsValue: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      status: 'SUCCESS',
    });
    const token = String(created['credentialsValue']);
    expect(
      (
        await fetch(`${base}/api/v1/${token}/telemetry`, {
          method: 'POST',
          body: '{"x": 1}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    const own = await provision({
      deviceName: 'Provisioned P2',
      provisionDeviceKey: 'pkey',
      provisionDeviceSecret: 'psecret',
      token: 'MY_OWN_TOKEN',
    });
    expect(own['credentialsValue']).toBe('MY_OWN_TOKEN');
    expect(
      await provision({ deviceName: 'Provisioned P1', provisionDeviceKey: 'pkey', provisionDeviceSecret: 'psecret' }),
    ).toMatchObject({ status: 'FAILURE' });
    expect(
      await provision({ deviceName: 'X', provisionDeviceKey: 'pkey', provisionDeviceSecret: 'wrong' }),
    ).toMatchObject({ status: 'NOT_FOUND' });
    const row = (
      await f.server.db.query<{ type: string; customer_id: string }>(
        "SELECT type, customer_id FROM device WHERE name = 'Provisioned P1'",
      )
    ).rows[0];
    expect(row?.type).toBe('thermostat');
  });
}

describe('server-side RPC to an HTTP device', () => {
  const rpc = (path: string, body: unknown, who: 'ta' | 'cu' | 'sa' = 'ta') => f.req('POST', path, who, body);

  it('delivers two-way calls to the long poll and returns the device reply; one-way answers on delivery', async () => {
    const poll = dev('/rpc?timeout=5000');
    await new Promise((r) => setTimeout(r, 150));
    const call = rpc(`/api/rpc/twoway/${ids['T1']}`, { method: 'setTarget', params: { value: 23 } });
    const request = (await (await poll).json()) as { id: number; method: string; params: unknown };
    expect(request).toEqual({ id: expect.any(Number), method: 'setTarget', params: { value: 23 } });
    expect((await post(`/rpc/${request.id}`, '{"ok": true, "target": 23}')).status).toBe(200);
    const res = await call;
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true, target: 23 });

    // Between two polls the device still counts as connected: the call waits for the next poll.
    const queued = rpc(`/api/plugins/rpc/oneway/${ids['T1']}`, { method: 'blink', params: null });
    await new Promise((r) => setTimeout(r, 150));
    expect(await (await dev('/rpc?timeout=5000')).json()).toMatchObject({ method: 'blink', params: null });
    expect((await queued).statusCode).toBe(200);
  });

  it('answers offline devices at once (v1 409, v2 504), bad bodies 400/31, and foreign devices in plain text', async () => {
    const offline = (await f.server.db.query<{ id: string }>("SELECT id FROM device WHERE name = 'Sensor 20'")).rows[0]
      ?.id;
    expect((await rpc(`/api/plugins/rpc/twoway/${offline}`, { method: 'x', params: {} })).statusCode).toBe(409);
    expect((await rpc(`/api/rpc/oneway/${offline}`, { method: 'x', params: {} })).statusCode).toBe(504);
    const bad = await rpc(`/api/rpc/twoway/${offline}`, { params: {} });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ errorCode: 31, message: 'Invalid request body' });
    const foreign = await rpc(`/api/rpc/twoway/${ids['T1']}`, { method: 'x', params: {} }, 'cu');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toBe("You don't have permission to perform this operation!");
  });

  it(
    'times out two-way calls the device never answers (v2 504) and 406 for non-JSON replies',
    { timeout: 20_000 },
    async () => {
      const poll = dev('/rpc?timeout=8000');
      await new Promise((r) => setTimeout(r, 150));
      const call = rpc(`/api/rpc/twoway/${ids['T1']}`, { method: 'slow', params: {}, timeout: 1000 });
      const request = (await (await poll).json()) as { id: number };
      const res = await call;
      expect(res.statusCode).toBe(504);
      // A reply after the deadline is accepted and dropped.
      expect((await post(`/rpc/${request.id}`, '{"late": true}')).status).toBe(200);
      const poll2 = dev('/rpc?timeout=5000');
      await new Promise((r) => setTimeout(r, 150));
      const call2 = rpc(`/api/plugins/rpc/twoway/${ids['T1']}`, { method: 'raw', params: {} });
      const r2 = (await (await poll2).json()) as { id: number };
      await dev(`/rpc/${r2.id}`, { method: 'POST', body: 'not json', headers: { 'content-type': 'text/plain' } });
      expect((await call2).statusCode).toBe(406);
    },
  );
});
