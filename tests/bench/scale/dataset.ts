/**
 * Scale data sets for the benchmarks: the demo tenant plus `devices` generated devices and `devices × 100` telemetry
 * points, written with set-based SQL (generate_series), never through the API.
 *
 * What a data set of N devices holds:
 * - N devices `Scale 000001…` in the demo tenant, each with an access token, latest `temperature` and `humidity`
 *   values and a server attribute `active`; the first 1000 are of type `scale-dash` (what the dashboard bench shows),
 *   the others of ten types `scale-0…9`;
 * - one device (`Scale month`) with 30 days of `temperature`, one point every `2_592_000 / (N × 25)` seconds rounded
 *   (1 s at 100k devices: 2.59M points; 10 s at 10k; 100 s at 1k);
 * - 75 points of `temperature` per device, one per second (the remaining ~75 % of the points);
 * - the 10 s and 10 min rollups of all of these, exactly as the write path keeps them.
 *
 * PGlite: the finished cluster is kept under `.data/bench/` (git-ignored) and copied for each run, because building
 * 10M points takes minutes and a run writes to its database (sign-ins, audit). PostgreSQL (`DATABASE_URL`, a role that
 * may create databases): the finished database is kept as `iot_bench_scale_<n>_v<version>` and each run gets a copy
 * made with `CREATE DATABASE … TEMPLATE`.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../../../demo/server/db/pglite.js';
import { openPg } from '../../../demo/server/db/pg.js';
import { migrate } from '../../../demo/server/db/migrate.js';
import { MIGRATIONS } from '../../../demo/server/db/migrations/index.js';
import type { Db } from '../../../demo/server/db/types.js';
import { seedDemoData } from '../../../demo/server/seed/index.js';
import { COARSE_MS, FINE_MS } from '../../../demo/server/telemetry/ts-repo.js';

/** Bump when the generated content changes, so cached data sets are rebuilt. */
const VERSION = 2;
/** Start of the month-long series (UTC, whole hours so rollup cells align with it). */
export const MONTH_START = Date.UTC(2026, 0, 1);
export const MONTH_MS = 30 * 24 * 3600 * 1000;
/** Newest point of the per-device series. */
export const RECENT_END = Date.UTC(2026, 1, 15);
const RECENT_POINTS = 75;

/** What a benchmark needs to know about a data set. */
export interface ScaleInfo {
  devices: number;
  points: number;
  monthDeviceId: string;
  monthStepMs: number;
}

/** Where a run's copy lives. */
export type ScaleDb =
  | { kind: 'pglite'; dataDir: string; info: ScaleInfo; drop(): Promise<void> }
  | { kind: 'pg'; databaseUrl: string; info: ScaleInfo; drop(): Promise<void> };

const root = process.cwd();
const cacheDir = (n: number) => path.join(root, '.data/bench', `scale-${n}-v${VERSION}-m${MIGRATIONS.length}`);

/** Step of the month series for a data set size: a quarter of the points, at least one per second. */
export function monthStepMs(devices: number): number {
  return Math.max(1000, Math.round(MONTH_MS / (devices * 25) / 1000) * 1000);
}

async function fill(db: Db, n: number, log: (s: string) => void): Promise<ScaleInfo> {
  const t0 = Date.now();
  const { rows } = await db.query<{ tenant_id: string; profile: string }>(
    `SELECT t.id AS tenant_id, p.id AS profile FROM tenant t JOIN device_profile p ON p.tenant_id = t.id AND p.is_default WHERE t.title = 'Tenant'`,
  );
  const t = rows[0];
  if (!t) throw new Error('demo tenant missing');
  await db.query(
    `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label, additional_info, device_data)
     SELECT gen_random_uuid(), 1700000000000 + g * 1000, $1, '13814000-1dd2-11b2-8080-808080808080', $2, 'Scale ' || lpad(g::text, 6, '0'),
            CASE WHEN g <= 1000 THEN 'scale-dash' ELSE 'scale-' || (g % 10) END, 'Rack ' || (g % 500), '{"gateway": false}'::jsonb,
            '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}'::jsonb
     FROM generate_series(1, $3::int) AS g`,
    [t.tenant_id, t.profile, n],
  );
  await db.query(
    `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label, additional_info, device_data)
     VALUES (gen_random_uuid(), 1690000000000, $1, '13814000-1dd2-11b2-8080-808080808080', $2, 'Scale month', 'scale-month', 'Month',
             '{"gateway": false}'::jsonb, '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}'::jsonb)`,
    [t.tenant_id, t.profile],
  );
  await db.query(
    `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id)
     SELECT gen_random_uuid(), d.created_time, d.id, 'ACCESS_TOKEN', 'SCALE_' || replace(d.id::text, '-', '') FROM device d WHERE d.name LIKE 'Scale %'`,
  );
  log(`  ${n} devices in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await db.query(`INSERT INTO ts_key (key) VALUES ('temperature'), ('humidity') ON CONFLICT (key) DO NOTHING`);
  const keys = new Map(
    (
      await db.query<{ id: number; key: string }>(`SELECT id, key FROM ts_key WHERE key IN ('temperature', 'humidity')`)
    ).rows.map((r) => [r.key, r.id]),
  );
  const temp = keys.get('temperature');
  const hum = keys.get('humidity');
  await db.query(
    `INSERT INTO ts_kv_latest (entity_id, key, ts, dbl_v)
     SELECT id, $1::int, $3::bigint, 15 + (created_time / 1000 % 200) / 10.0 FROM device WHERE name LIKE 'Scale %'
     UNION ALL SELECT id, $2::int, $3::bigint, 30 + (created_time / 1000 % 500) / 10.0 FROM device WHERE name LIKE 'Scale %'
     ON CONFLICT (entity_id, key) DO NOTHING`,
    [temp, hum, RECENT_END],
  );
  await db.query(
    `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, last_update_ts)
     SELECT 'DEVICE', id, 'SERVER_SCOPE', 'active', (created_time / 1000) % 3 <> 0, $1::bigint FROM device WHERE name LIKE 'Scale %'
     ON CONFLICT DO NOTHING`,
    [RECENT_END],
  );
  const t1 = Date.now();
  // A bulk load is faster without the primary keys: each is built once, from sorted rows, at the end.
  await db.exec(
    `SET maintenance_work_mem = '256MB'; ALTER TABLE ts_kv DROP CONSTRAINT ts_kv_pkey; ALTER TABLE ts_kv_rollup DROP CONSTRAINT ts_kv_rollup_pkey`,
  );
  const month = (await db.query<{ id: string }>(`SELECT id FROM device WHERE name = 'Scale month'`)).rows[0]
    ?.id as string;
  const step = monthStepMs(n);
  const monthPoints = Math.floor(MONTH_MS / step);
  await db.query(
    `INSERT INTO ts_kv (entity_id, key, ts, dbl_v)
     SELECT $1::uuid, $2::int, $3::bigint + g::bigint * $4::bigint, 20 + 5 * sin(g * $4::float8 / 86400000.0 * 6.283) + (g % 7) / 10.0
     FROM generate_series(0, $5::int - 1) AS g`,
    [month, temp, MONTH_START, step, monthPoints],
  );
  log(`  month series: ${monthPoints} points in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  const t2 = Date.now();
  // Device by device in id order, so each device's points land next to each other in the primary key.
  await db.query(
    `INSERT INTO ts_kv (entity_id, key, ts, dbl_v)
     SELECT d.id, $1::int, $2::bigint - (g * 1000)::bigint, 15 + (d.created_time / 1000 % 200) / 10.0 + (g % 5) / 10.0
     FROM (SELECT id, created_time FROM device WHERE name LIKE 'Scale %' AND name <> 'Scale month' ORDER BY id) d CROSS JOIN generate_series(0, $3::int - 1) AS g`,
    [temp, RECENT_END - 1000, RECENT_POINTS],
  );
  log(`  ${n * RECENT_POINTS} recent points in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
  const t3 = Date.now();
  await db.exec('ANALYZE device; ANALYZE ts_kv');
  for (const width of [FINE_MS, COARSE_MS]) {
    await db.query(
      `INSERT INTO ts_kv_rollup (entity_id, key, width, bucket_ts, cnt_d, sum_d, min_d, max_d)
       SELECT t.entity_id, t.key, $1::int, t.ts - mod(t.ts, $1::int), count(*), sum(t.dbl_v), min(t.dbl_v), max(t.dbl_v)
       FROM ts_kv t JOIN device d ON d.id = t.entity_id AND d.name LIKE 'Scale %' WHERE t.key = $2 GROUP BY 1, 2, 4`,
      [width, temp],
    );
  }
  log(`  rollups in ${((Date.now() - t3) / 1000).toFixed(1)} s`);
  const t5 = Date.now();
  await db.exec(
    'ALTER TABLE ts_kv ADD PRIMARY KEY (entity_id, key, ts); ALTER TABLE ts_kv_rollup ADD PRIMARY KEY (entity_id, key, width, bucket_ts)',
  );
  log(`  primary keys in ${((Date.now() - t5) / 1000).toFixed(1)} s`);
  const t4 = Date.now();
  // What autovacuum does after a bulk load on a real PostgreSQL (PGlite has no autovacuum worker): statistics and
  // the visibility map, so counts can be answered from an index.
  await db.exec('VACUUM ANALYZE');
  log(`  VACUUM ANALYZE in ${((Date.now() - t4) / 1000).toFixed(1)} s`);
  return { devices: n, points: n * RECENT_POINTS + monthPoints, monthDeviceId: month, monthStepMs: step };
}

async function infoOf(db: Db, n: number): Promise<ScaleInfo> {
  const { rows } = await db.query<{ id: string; points: number }>(
    `SELECT id, (SELECT count(*) FROM ts_kv)::bigint AS points FROM device WHERE name = 'Scale month'`,
  );
  const r = rows[0];
  if (!r) throw new Error('not a scale data set');
  return { devices: n, points: Number(r.points), monthDeviceId: r.id, monthStepMs: monthStepMs(n) };
}

function dirSize(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirSize(p) : statSync(p).size;
  }
  return total;
}

/** The newest cached PGlite cluster of `n` devices built by an older schema, if any. */
function olderCache(n: number): string | null {
  const parent = path.join(root, '.data/bench');
  if (!existsSync(parent)) return null;
  const prefix = `scale-${n}-v${VERSION}-m`;
  const older = readdirSync(parent)
    .filter((d) => d.startsWith(prefix) && /^\d+$/.test(d.slice(prefix.length)))
    .map((d) => Number(d.slice(prefix.length)))
    .filter((m) => m < MIGRATIONS.length && existsSync(path.join(parent, `${prefix}${m}`, 'PG_VERSION')))
    .sort((a, b) => b - a);
  return older.length > 0 ? path.join(parent, `${prefix}${older[0]}`) : null;
}

/**
 * A data set whose schema is only older is brought up to date the way a deployed database is: a copy, migrated (the
 * content is the same, so rebuilding 10M points for a new table or index would only cost time).
 */
async function upgradeCache(from: string, to: string, log: (s: string) => void): Promise<void> {
  const t0 = Date.now();
  log(`migrating the cached data set ${path.relative(root, from)} → ${path.relative(root, to)}`);
  const tmp = `${to}.building-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(from, tmp, { recursive: true });
  rmSync(path.join(tmp, 'postmaster.pid'), { force: true });
  const db = await openPglite({ dataDir: tmp });
  try {
    await migrate(db);
    // Statistics of what the migration wrote (autovacuum's job on a real PostgreSQL; PGlite has none).
    await db.exec('VACUUM ANALYZE');
  } finally {
    await db.close();
  }
  renameSync(tmp, to);
  log(`  migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Builds (once) the cached PGlite cluster for `n` devices; returns its directory and what it holds. */
async function pgliteCache(n: number, log: (s: string) => void): Promise<{ dir: string; info: ScaleInfo }> {
  const dir = cacheDir(n);
  const older = existsSync(path.join(dir, 'PG_VERSION')) ? null : olderCache(n);
  if (older) await upgradeCache(older, dir, log);
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    const db = await openPglite({ dataDir: dir });
    try {
      return { dir, info: await infoOf(db, n) };
    } finally {
      await db.close();
    }
  }
  const tmp = `${dir}.building-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  log(`building the ${n}-device data set (PGlite, cached in ${path.relative(root, dir)})`);
  const t0 = Date.now();
  const db = await openPglite({ dataDir: tmp });
  let info: ScaleInfo;
  try {
    await migrate(db);
    await seedDemoData(db);
    info = await fill(db, n, log);
  } finally {
    await db.close();
  }
  renameSync(tmp, dir);
  log(`  built in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${(dirSize(dir) / 2 ** 20).toFixed(0)} MiB on disk`);
  return { dir, info };
}

/** A run's own copy of the PGlite data set (under `parent`), in the layout the server expects (`<dataDir>/pglite`). */
export async function pgliteScale(n: number, parent: string, log: (s: string) => void = console.log): Promise<ScaleDb> {
  const { dir, info } = await pgliteCache(n, log);
  const dataDir = path.join(parent, `scale-${n}`);
  cpSync(dir, path.join(dataDir, 'pglite'), { recursive: true });
  rmSync(path.join(dataDir, 'pglite', 'postmaster.pid'), { force: true });
  return { kind: 'pglite', dataDir, info, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** As {@link upgradeCache} for PostgreSQL: the newest template database of an older schema, copied and migrated. */
async function upgradePgTemplate(
  admin: pg.Client,
  adminUrl: string,
  n: number,
  template: string,
  log: (s: string) => void,
): Promise<void> {
  const prefix = `iot_bench_scale_${n}_v${VERSION}_m`;
  const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
    `${prefix}%`,
  ]);
  const older = rows
    .map((r) => r.datname.slice(prefix.length))
    .filter((m) => /^\d+$/.test(m) && Number(m) < MIGRATIONS.length)
    .map(Number)
    .sort((a, b) => b - a)[0];
  if (older === undefined) return;
  const t0 = Date.now();
  log(`migrating the cached database ${prefix}${older} → ${template}`);
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building}`);
  await admin.query(`CREATE DATABASE ${building} TEMPLATE ${prefix}${older}`);
  const db = await openPg(withDatabase(adminUrl, building), 1);
  try {
    await migrate(db);
    await db.exec('VACUUM ANALYZE');
  } finally {
    await db.close();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  log(`  migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** A run's own copy of the PostgreSQL data set, made from the cached template database on the same server. */
export async function pgScale(n: number, adminUrl: string, log: (s: string) => void = console.log): Promise<ScaleDb> {
  const template = `iot_bench_scale_${n}_v${VERSION}_m${MIGRATIONS.length}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template])).rowCount ?? 0;
    if (exists === 0) await upgradePgTemplate(admin, adminUrl, n, template, log);
    const upgraded = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template])).rowCount ?? 0;
    if (upgraded === 0) {
      log(`building the ${n}-device data set (PostgreSQL, cached as database ${template})`);
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const t0 = Date.now();
      const db = await openPg(withDatabase(adminUrl, building), 2);
      try {
        await migrate(db);
        await seedDemoData(db);
        await fill(db, n, log);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      log(`  built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const run = `iot_bench_run_${process.pid}_${n}`;
    await admin.query(`DROP DATABASE IF EXISTS ${run}`);
    await admin.query(`CREATE DATABASE ${run} TEMPLATE ${template}`);
    const databaseUrl = withDatabase(adminUrl, run);
    const db = await openPg(databaseUrl, 1);
    let info: ScaleInfo;
    try {
      info = await infoOf(db, n);
    } finally {
      await db.close();
    }
    return {
      kind: 'pg',
      databaseUrl,
      info,
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        try {
          await c.query(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
        } finally {
          await c.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}
