/**
 * Bench: `POST /api/entitiesQuery/find` over 10,000 devices of one tenant on PGlite — the device table's query
 * (page of 20, newest first, name/type/label fields, a time series and an attribute as latest values), plus a
 * key-sorted and a text-searched variant for information. Reports p50/p95 of 50 requests each.
 * Smoke size (IOT_BENCH_SMOKE=1): 200 devices, 10 requests each.
 */
import { figure, size } from './bench-env.mjs';
import { check, percentile } from './report.js';
import { startServer } from '../server/helpers.js';

const N = size(10_000, 200);
const REQUESTS = size(50, 10);
// A clone of the migrated, seeded template the server tests cache (setup only: nothing measured depends on it).
const server = await startServer();
try {
  const db = server.db;
  const tenant = (
    await db.query<{ tenant_id: string; device_profile_id: string }>(
      "SELECT tenant_id, device_profile_id FROM device WHERE name = 'Sensor 12'",
    )
  ).rows[0];
  let t = Date.now();
  await db.query(
    `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label)
     SELECT gen_random_uuid(), 1600000000000 + g, $1, '13814000-1dd2-11b2-8080-808080808080', $2, 'Bench device ' || g, 'default', 'Label ' || (g % 97)
     FROM generate_series(1, $3::int) g`,
    [tenant?.tenant_id, tenant?.device_profile_id, N],
  );
  const keyId = (await server.telemetry.timeseries.keys.ensure(['temperature'])).get('temperature') as number;
  await db.query(
    `INSERT INTO ts_kv_latest (entity_id, key, ts, dbl_v) SELECT id, $1, 1700000000000, 15 + (created_time % 200) / 10.0 FROM device WHERE name LIKE 'Bench device %'`,
    [keyId],
  );
  await db.query(
    `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, last_update_ts)
     SELECT 'DEVICE', id, 'SERVER_SCOPE', 'active', created_time % 2 = 0, 1700000000000 FROM device WHERE name LIKE 'Bench device %'`,
  );
  await db.exec('VACUUM ANALYZE');
  console.log(`loaded ${N} devices with latest values in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'tenant@thingsboard.org', password: 'tenant' },
  });
  const token = (JSON.parse(login.body) as { token: string }).token;
  const base = {
    entityFilter: { type: 'entityType', entityType: 'DEVICE' },
    entityFields: ['name', 'type', 'label', 'createdTime'].map((key) => ({ type: 'ENTITY_FIELD', key })),
    latestValues: [
      { type: 'TIME_SERIES', key: 'temperature' },
      { type: 'SERVER_ATTRIBUTE', key: 'active' },
    ],
  };
  const variants: [string, Record<string, unknown>][] = [
    [
      'device table (newest first)',
      {
        ...base,
        pageLink: {
          pageSize: 20,
          page: 3,
          sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' },
        },
      },
    ],
    [
      'sorted by temperature',
      {
        ...base,
        pageLink: {
          pageSize: 20,
          page: 0,
          sortOrder: { key: { type: 'TIME_SERIES', key: 'temperature' }, direction: 'DESC' },
        },
      },
    ],
    ['text search "device 12"', { ...base, pageLink: { pageSize: 20, page: 0, textSearch: 'device 12' } }],
  ];
  let typicalP95 = Infinity;
  for (const [name, body] of variants) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 5; i += 1) {
      t = performance.now();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/entitiesQuery/find',
        headers: { 'x-authorization': `Bearer ${token}` },
        payload: body,
      });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      if (i >= 5) times.push(ms);
    }
    const total = (
      JSON.parse(
        (
          await server.app.inject({
            method: 'POST',
            url: '/api/entitiesQuery/find',
            headers: { 'x-authorization': `Bearer ${token}` },
            payload: body,
          })
        ).body,
      ) as { totalElements: number }
    ).totalElements;
    console.log(
      `  ${name.padEnd(28)} p50 ${figure(`${name} p50`, percentile(times, 50), 'ms').toFixed(1)} ms, p95 ${figure(`${name} p95`, percentile(times, 95), 'ms').toFixed(1)} ms (${total} matches)`,
    );
    if (name.startsWith('device table')) typicalP95 = percentile(times, 95);
  }
  process.exitCode = check('entities-query-10k-p95-ms', typicalP95) ? 0 : 1;
} finally {
  await server.close();
}
