/**
 * Bench: history query of 1,000,000 points of one key (one point per second, ~11.6 days) aggregated into 500
 * intervals, through `GET /api/plugins/telemetry/…/values/timeseries` on PGlite. Points are loaded with SQL
 * (generate_series) and the rollups built the way the write path keeps them; the query path is the product's.
 * Smoke size (IOT_BENCH_SMOKE=1): 20,000 points, two rounds.
 */
import { COARSE_MS, FINE_MS } from '../../demo/server/telemetry/ts-repo.js';
import { figure, size } from './bench-env.mjs';
import { check, percentile } from './report.js';
import { startServer } from '../server/helpers.js';

const N = size(1_000_000, 20_000);
const ROUNDS = size(5, 2);
// A clone of the migrated, seeded template the server tests cache (setup only: nothing measured depends on it).
const server = await startServer();
try {
  const db = server.db;
  const { rows } = await db.query<{ id: string }>("SELECT id FROM device WHERE name = 'Sensor 12'");
  const deviceId = rows[0]?.id ?? '';
  const keyId = (await server.telemetry.timeseries.keys.ensure(['bench'])).get('bench') as number;
  const start = Date.UTC(2024, 0, 1) + 123;
  let t = Date.now();
  await db.query(
    `INSERT INTO ts_kv (entity_id, key, ts, dbl_v) SELECT $1, $2, $3::bigint + g * 1000, 20 + 5 * sin(g / 3600.0) FROM generate_series(0, $4::int - 1) g`,
    [deviceId, keyId, start, N],
  );
  for (const width of [FINE_MS, COARSE_MS]) {
    await db.query(
      `INSERT INTO ts_kv_rollup (entity_id, key, width, bucket_ts, cnt_d, sum_d, min_d, max_d)
       SELECT entity_id, key, $3::int, ts - mod(ts, $3::int), count(*), sum(dbl_v), min(dbl_v), max(dbl_v) FROM ts_kv
       WHERE entity_id = $1 AND key = $2 GROUP BY 1, 2, 4`,
      [deviceId, keyId, width],
    );
  }
  // ANALYZE samples; a VACUUM would read all 1M rows again and only lengthen the bench.
  await db.exec('ANALYZE ts_kv; ANALYZE ts_kv_rollup');
  console.log(`loaded ${N} points and rollups in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'tenant@thingsboard.org', password: 'tenant' },
  });
  const token = (JSON.parse(login.body) as { token: string }).token;
  const end = start + N * 1000;
  const interval = Math.ceil((end - start) / 500);
  const times: Record<string, number[]> = {};
  for (let run = 0; run < ROUNDS; run += 1) {
    for (const agg of ['AVG', 'MIN', 'MAX', 'SUM', 'COUNT']) {
      t = performance.now();
      const res = await server.app.inject({
        method: 'GET',
        headers: { 'x-authorization': `Bearer ${token}` },
        url: `/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=bench&startTs=${start}&endTs=${end}&interval=${interval}&agg=${agg}`,
      });
      const ms = performance.now() - t;
      const points = (JSON.parse(res.body) as Record<string, unknown[]>)['bench']?.length ?? 0;
      if (res.statusCode !== 200 || points !== 500) throw new Error(`${agg}: ${res.statusCode}, ${points} points`);
      if (run > 0) (times[agg] ??= []).push(ms);
    }
  }
  for (const [agg, list] of Object.entries(times)) {
    console.log(
      `  ${agg.padEnd(5)} median ${figure(`${agg} median`, percentile(list, 50), 'ms').toFixed(1)} ms, max ${Math.max(...list).toFixed(1)} ms`,
    );
  }
  const all = Object.values(times).flat();
  process.exitCode = check('telemetry-history-1m-500-intervals-median-ms', percentile(all, 50)) ? 0 : 1;
} finally {
  await server.close();
}
