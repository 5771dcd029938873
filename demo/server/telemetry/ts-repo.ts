/**
 * SQL of the time-series store: key dictionary, batched writes (raw points, latest values, rollups), reads and
 * range deletes. Every statement is parameterised; key names only ever travel as parameters.
 */
import type { Queryable } from '../db/types.js';
import { finiteOrText } from '../db/json-rows.js';
import { kvColumns, kvFromRow, type KvColumns, type TsKvEntry } from './kv.js';

/** Rollup widths (ms): fine and coarse pre-aggregation buckets (see aggregate.ts). */
export const FINE_MS = 10_000;
export const COARSE_MS = 600_000;
/** Both widths, finest first. */
export const ROLLUP_WIDTHS = [FINE_MS, COARSE_MS] as const;

/** Key name ↔ id dictionary with a process-wide positive cache (ids never change once assigned). */
export class KeyDictionary {
  private readonly ids = new Map<string, number>();
  private readonly names = new Map<number, string>();

  constructor(private readonly db: Queryable) {}

  private remember(rows: { id: number; key: string }[]): void {
    for (const r of rows) {
      this.ids.set(r.key, r.id);
      this.names.set(r.id, r.key);
    }
  }

  /** Ids of existing keys (unknown names are absent from the map). */
  async lookup(names: readonly string[]): Promise<Map<string, number>> {
    const missing = [...new Set(names)].filter((n) => !this.ids.has(n));
    if (missing.length > 0) {
      const { rows } = await this.db.query<{ id: number; key: string }>(
        'SELECT id, key FROM ts_key WHERE key = ANY($1::varchar[])',
        [missing],
      );
      this.remember(rows);
    }
    const out = new Map<string, number>();
    for (const n of names) {
      const id = this.ids.get(n);
      if (id !== undefined) out.set(n, id);
    }
    return out;
  }

  /** Ids of keys, creating missing ones. */
  async ensure(names: readonly string[]): Promise<Map<string, number>> {
    const unique = [...new Set(names)];
    const missing = unique.filter((n) => !this.ids.has(n));
    if (missing.length > 0) {
      await this.db.query('INSERT INTO ts_key (key) SELECT unnest($1::varchar[]) ON CONFLICT (key) DO NOTHING', [
        missing,
      ]);
      const { rows } = await this.db.query<{ id: number; key: string }>(
        'SELECT id, key FROM ts_key WHERE key = ANY($1::varchar[])',
        [missing],
      );
      this.remember(rows);
    }
    return this.lookup(unique);
  }

  /** Name of a key id (after it was seen). */
  async name(id: number): Promise<string | null> {
    if (!this.names.has(id)) {
      const { rows } = await this.db.query<{ id: number; key: string }>('SELECT id, key FROM ts_key WHERE id = $1', [
        id,
      ]);
      this.remember(rows);
    }
    return this.names.get(id) ?? null;
  }

  /** Names for many ids. */
  async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    const missing = [...new Set(ids)].filter((i) => !this.names.has(i));
    if (missing.length > 0) {
      const { rows } = await this.db.query<{ id: number; key: string }>(
        'SELECT id, key FROM ts_key WHERE id = ANY($1::int[])',
        [missing],
      );
      this.remember(rows);
    }
    const out = new Map<number, string>();
    for (const i of ids) {
      const n = this.names.get(i);
      if (n !== undefined) out.set(i, n);
    }
    return out;
  }
}

/** One point ready for storage. */
export interface StoredPoint {
  entityId: string;
  keyId: number;
  entry: TsKvEntry;
  expireTs: number | null;
}

/** A (entity, key, width, bucket) rollup cell. */
export interface RollupCell {
  entityId: string;
  keyId: number;
  width: number;
  bucketTs: number;
}

/** Floor to a multiple of `width` (also for negative timestamps). */
export function bucketOf(ts: number, width: number): number {
  return Math.floor(ts / width) * width;
}

const VALUES_CTE = `v AS (SELECT * FROM unnest($1::uuid[], $2::int[], $3::bigint[], $4::boolean[], $5::varchar[], $6::bigint[],
  $7::float8[], $8::jsonb[], $9::bigint[]) AS v(entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v, expire_ts))`;

function pointParams(points: readonly StoredPoint[]): unknown[] {
  const cols: unknown[][] = [[], [], [], [], [], [], [], [], []];
  for (const p of points) {
    const [b, s, l, d, j] = kvColumns(p.entry);
    cols[0]?.push(p.entityId);
    cols[1]?.push(p.keyId);
    cols[2]?.push(p.entry.ts);
    cols[3]?.push(b);
    cols[4]?.push(s);
    cols[5]?.push(l);
    cols[6]?.push(d);
    cols[7]?.push(j);
    cols[8]?.push(p.expireTs);
  }
  return cols;
}

const UPSERT_LATEST = `INSERT INTO ts_kv_latest (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v)
  SELECT DISTINCT ON (entity_id, key) entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v FROM v ORDER BY entity_id, key, ts DESC
  ON CONFLICT (entity_id, key) DO UPDATE SET ts = EXCLUDED.ts, bool_v = EXCLUDED.bool_v, str_v = EXCLUDED.str_v,
    long_v = EXCLUDED.long_v, dbl_v = EXCLUDED.dbl_v, json_v = EXCLUDED.json_v WHERE ts_kv_latest.ts <= EXCLUDED.ts`;

/** Incremental rollup upsert of the points in `v` for every width (counts/sums add, min/max widen). */
function addRollupsSql(widths: readonly number[]): string {
  const grouped = widths
    .map(
      (
        w,
      ) => `SELECT entity_id, key, ${Number(w)} AS width, ts - mod(mod(ts, ${Number(w)}) + ${Number(w)}, ${Number(w)}) AS bucket_ts,
       count(bool_v) AS cnt_b, count(str_v) AS cnt_s, count(long_v) AS cnt_l, count(dbl_v) AS cnt_d, count(json_v) AS cnt_j,
       sum(long_v) AS sum_l, sum(dbl_v) AS sum_d, min(long_v) AS min_l, max(long_v) AS max_l, min(dbl_v) AS min_d, max(dbl_v) AS max_d,
       min(str_v) AS min_s, max(str_v) AS max_s FROM v GROUP BY 1, 2, 4`,
    )
    .join(' UNION ALL ');
  return `INSERT INTO ts_kv_rollup (entity_id, key, width, bucket_ts, cnt_b, cnt_s, cnt_l, cnt_d, cnt_j, sum_l, sum_d, min_l, max_l, min_d, max_d, min_s, max_s)
     SELECT * FROM (${grouped}) g
     ON CONFLICT (entity_id, key, width, bucket_ts) DO UPDATE SET
       cnt_b = ts_kv_rollup.cnt_b + EXCLUDED.cnt_b, cnt_s = ts_kv_rollup.cnt_s + EXCLUDED.cnt_s,
       cnt_l = ts_kv_rollup.cnt_l + EXCLUDED.cnt_l, cnt_d = ts_kv_rollup.cnt_d + EXCLUDED.cnt_d,
       cnt_j = ts_kv_rollup.cnt_j + EXCLUDED.cnt_j,
       sum_l = CASE WHEN EXCLUDED.sum_l IS NULL THEN ts_kv_rollup.sum_l ELSE COALESCE(ts_kv_rollup.sum_l, 0) + EXCLUDED.sum_l END,
       sum_d = CASE WHEN EXCLUDED.sum_d IS NULL THEN ts_kv_rollup.sum_d ELSE COALESCE(ts_kv_rollup.sum_d, 0) + EXCLUDED.sum_d END,
       min_l = LEAST(ts_kv_rollup.min_l, EXCLUDED.min_l), max_l = GREATEST(ts_kv_rollup.max_l, EXCLUDED.max_l),
       min_d = LEAST(ts_kv_rollup.min_d, EXCLUDED.min_d), max_d = GREATEST(ts_kv_rollup.max_d, EXCLUDED.max_d),
       min_s = LEAST(ts_kv_rollup.min_s, EXCLUDED.min_s), max_s = GREATEST(ts_kv_rollup.max_s, EXCLUDED.max_s)`;
}

const STORE_SQL = `WITH ${VALUES_CTE},
  ins AS (INSERT INTO ts_kv (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v, expire_ts) SELECT * FROM v
    ON CONFLICT (entity_id, key, ts) DO UPDATE SET bool_v = EXCLUDED.bool_v, str_v = EXCLUDED.str_v, long_v = EXCLUDED.long_v,
      dbl_v = EXCLUDED.dbl_v, json_v = EXCLUDED.json_v, expire_ts = EXCLUDED.expire_ts
    RETURNING entity_id, key, ts, (xmax = 0) AS inserted),
  lat AS (${UPSERT_LATEST}),
  roll AS (${addRollupsSql(ROLLUP_WIDTHS)})
  SELECT entity_id, key, ts FROM ins WHERE NOT inserted`;

/**
 * Stores raw points, latest values (a newer-or-equal timestamp replaces the latest) and adds them to the rollups of
 * both widths, in one statement: the points are sent and parsed once (parsing the parameter arrays is a large part of
 * a write on PGlite; one statement costs about a third less CPU than separate point and rollup statements). Points
 * must be unique per (entity, key, ts).
 * Returns the points that overwrote an existing row: they were added to the rollups as well, so their cells must be
 * recomputed ({@link recomputeRollups}, in the same transaction).
 */
export async function storePoints(
  db: Queryable,
  points: readonly StoredPoint[],
): Promise<{ entity_id: string; key: number; ts: number }[]> {
  if (points.length === 0) return [];
  const { rows } = await db.query<{ entity_id: string; key: number; ts: number }>(STORE_SQL, pointParams(points));
  return rows;
}

/** {@link storePoints} followed by the recompute of the rollup cells of overwritten points (run it in a transaction). */
export async function writePoints(db: Queryable, points: readonly StoredPoint[]): Promise<void> {
  const overwritten = await storePoints(db, points);
  if (overwritten.length > 0)
    await recomputeRollups(db, cellsOf(overwritten.map((r) => ({ entityId: r.entity_id, keyId: r.key, ts: r.ts }))));
}

/** Recomputes rollup cells from raw rows (after overwrites, deletes and TTL cleanup); empty cells are removed. */
export async function recomputeRollups(db: Queryable, cells: readonly RollupCell[]): Promise<void> {
  if (cells.length === 0) return;
  const unique = new Map<string, RollupCell>();
  for (const c of cells) unique.set(`${c.entityId}|${c.keyId}|${c.width}|${c.bucketTs}`, c);
  const list = [...unique.values()];
  await db.query(
    `WITH b AS (SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[], $4::bigint[]) AS b(entity_id, key, width, bucket_ts)),
     agg AS (SELECT b.entity_id, b.key, b.width, b.bucket_ts, count(t.ts) AS n,
       count(t.bool_v) AS cnt_b, count(t.str_v) AS cnt_s, count(t.long_v) AS cnt_l, count(t.dbl_v) AS cnt_d, count(t.json_v) AS cnt_j,
       sum(t.long_v) AS sum_l, sum(t.dbl_v) AS sum_d, min(t.long_v) AS min_l, max(t.long_v) AS max_l,
       min(t.dbl_v) AS min_d, max(t.dbl_v) AS max_d, min(t.str_v) AS min_s, max(t.str_v) AS max_s
       FROM b LEFT JOIN ts_kv t ON t.entity_id = b.entity_id AND t.key = b.key AND t.ts >= b.bucket_ts AND t.ts < b.bucket_ts + b.width
       GROUP BY 1, 2, 3, 4),
     del AS (DELETE FROM ts_kv_rollup r USING agg WHERE agg.n = 0 AND r.entity_id = agg.entity_id AND r.key = agg.key
       AND r.width = agg.width AND r.bucket_ts = agg.bucket_ts)
     INSERT INTO ts_kv_rollup (entity_id, key, width, bucket_ts, cnt_b, cnt_s, cnt_l, cnt_d, cnt_j, sum_l, sum_d, min_l, max_l, min_d, max_d, min_s, max_s)
     SELECT entity_id, key, width, bucket_ts, cnt_b, cnt_s, cnt_l, cnt_d, cnt_j, sum_l, sum_d, min_l, max_l, min_d, max_d, min_s, max_s
     FROM agg WHERE n > 0
     ON CONFLICT (entity_id, key, width, bucket_ts) DO UPDATE SET cnt_b = EXCLUDED.cnt_b, cnt_s = EXCLUDED.cnt_s, cnt_l = EXCLUDED.cnt_l,
       cnt_d = EXCLUDED.cnt_d, cnt_j = EXCLUDED.cnt_j, sum_l = EXCLUDED.sum_l, sum_d = EXCLUDED.sum_d, min_l = EXCLUDED.min_l,
       max_l = EXCLUDED.max_l, min_d = EXCLUDED.min_d, max_d = EXCLUDED.max_d, min_s = EXCLUDED.min_s, max_s = EXCLUDED.max_s`,
    [list.map((c) => c.entityId), list.map((c) => c.keyId), list.map((c) => c.width), list.map((c) => c.bucketTs)],
  );
}

/** Rollup cells (both widths) containing the given timestamps. */
export function cellsOf(points: readonly { entityId: string; keyId: number; ts: number }[]): RollupCell[] {
  const out: RollupCell[] = [];
  for (const p of points)
    for (const width of ROLLUP_WIDTHS)
      out.push({ entityId: p.entityId, keyId: p.keyId, width, bucketTs: bucketOf(p.ts, width) });
  return out;
}

/** Copies latest values onto another entity id (entity views mirror their target's latest values). */
export async function upsertLatest(
  db: Queryable,
  entityId: string,
  entries: readonly { keyId: number; entry: TsKvEntry }[],
): Promise<void> {
  if (entries.length === 0) return;
  const pts: StoredPoint[] = entries.map((e) => ({ entityId, keyId: e.keyId, entry: e.entry, expireTs: null }));
  await db.query(`WITH ${VALUES_CTE} ${UPSERT_LATEST}`, pointParams(pts));
}

type TsRow = KvColumns & { ts: number; key: number };

/** Latest values of an entity (all keys, or the given key ids). */
export async function selectLatest(
  db: Queryable,
  entityId: string,
  keyIds: readonly number[] | null,
): Promise<TsRow[]> {
  const { rows } = keyIds
    ? await db.query<TsRow>(
        'SELECT key, ts, bool_v, str_v, long_v, dbl_v, json_v FROM ts_kv_latest WHERE entity_id = $1 AND key = ANY($2::int[])',
        [entityId, keyIds],
      )
    : await db.query<TsRow>(
        'SELECT key, ts, bool_v, str_v, long_v, dbl_v, json_v FROM ts_kv_latest WHERE entity_id = $1',
        [entityId],
      );
  return rows;
}

/** Tables of the entities whose latest values can be read together with their owner ({@link selectLatestWithOwner}). */
export type OwnedTable = 'device' | 'asset' | 'entity_view' | 'edge';

/** Owner of an entity: what the access check needs. */
export interface EntityOwner {
  tenant_id: string;
  customer_id: string;
}

/**
 * The owner of an entity and its latest values (every key, or `keyIds`) in one statement: a latest-values read is
 * always preceded by its access check, and one round trip to the database instead of two halves its cost. Owner
 * null: no such entity. The values come through JSON (bigint as number as the INT8 parser gives it, a non-finite
 * double as its text, see finiteOrText).
 */
export async function selectLatestWithOwner(
  db: Queryable,
  table: OwnedTable,
  entityId: string,
  keyIds: readonly number[] | null,
): Promise<{ owner: EntityOwner | null; rows: TsRow[] }> {
  const { rows } = await db.query<EntityOwner & { latest: string | null }>(
    `SELECT e.tenant_id, e.customer_id, (SELECT json_agg(l)::text FROM (
       SELECT key, ts, bool_v, str_v, long_v, dbl_v, json_v FROM ts_kv_latest
       WHERE entity_id = e.id ${keyIds ? 'AND key = ANY($2::int[])' : ''}) l) AS latest
     FROM ${table} e WHERE e.id = $1`,
    keyIds ? [entityId, keyIds] : [entityId],
  );
  const row = rows[0];
  if (!row) return { owner: null, rows: [] };
  const latest = row.latest
    ? (JSON.parse(row.latest) as (Omit<TsRow, 'dbl_v'> & { dbl_v: number | string | null })[])
    : [];
  return {
    owner: { tenant_id: row.tenant_id, customer_id: row.customer_id },
    rows: latest.map((r) => ({ ...r, dbl_v: finiteOrText(r.dbl_v) })),
  };
}

/** Raw points of one key in [startTs, endTs), newest or oldest first, at most `limit`. */
export async function selectRange(
  db: Queryable,
  entityId: string,
  keyId: number,
  startTs: number,
  endTs: number,
  limit: number,
  order: 'ASC' | 'DESC',
  key: string,
): Promise<TsKvEntry[]> {
  const sql = `SELECT ts, bool_v, str_v, long_v, dbl_v, json_v FROM ts_kv WHERE entity_id = $1 AND key = $2 AND ts >= $3 AND ts < $4
    ORDER BY ts ${order === 'ASC' ? 'ASC' : 'DESC'} LIMIT $5`;
  const { rows } = await db.query<TsRow>(sql, [entityId, keyId, startTs, endTs, limit]);
  return rows.map((r) => ({ ...kvFromRow(key, r), ts: r.ts }));
}

/** Deletes raw points of one key in [startTs, endTs) and repairs the rollups around the range. */
export async function deleteRange(
  db: Queryable,
  entityId: string,
  keyId: number,
  startTs: number,
  endTs: number,
): Promise<void> {
  if (endTs <= startTs) return;
  await db.query('DELETE FROM ts_kv WHERE entity_id = $1 AND key = $2 AND ts >= $3 AND ts < $4', [
    entityId,
    keyId,
    startTs,
    endTs,
  ]);
  const edges: RollupCell[] = [];
  for (const width of ROLLUP_WIDTHS) {
    await db.query(
      'DELETE FROM ts_kv_rollup WHERE entity_id = $1 AND key = $2 AND width = $3 AND bucket_ts >= $4 AND bucket_ts + $3 <= $5',
      [entityId, keyId, width, startTs, endTs],
    );
    edges.push(
      { entityId, keyId, width, bucketTs: bucketOf(startTs, width) },
      { entityId, keyId, width, bucketTs: bucketOf(endTs - 1, width) },
    );
  }
  await recomputeRollups(db, edges);
}

/** Deletes a latest value when its timestamp is inside [startTs, endTs); returns whether it did. */
export async function deleteLatestIn(
  db: Queryable,
  entityId: string,
  keyId: number,
  startTs: number,
  endTs: number,
): Promise<boolean> {
  const { rows } = await db.query<{ key: number }>(
    'DELETE FROM ts_kv_latest WHERE entity_id = $1 AND key = $2 AND ts >= $3 AND ts < $4 RETURNING key',
    [entityId, keyId, startTs, endTs],
  );
  return rows.length > 0;
}

/** Makes the newest remaining raw point the latest value again (`rewriteLatestIfDeleted`). */
export async function rewriteLatest(
  db: Queryable,
  entityId: string,
  keyId: number,
  key: string,
): Promise<TsKvEntry | null> {
  const { rows } = await db.query<TsRow>(
    `INSERT INTO ts_kv_latest (entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v)
     SELECT entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v FROM ts_kv WHERE entity_id = $1 AND key = $2 ORDER BY ts DESC LIMIT 1
     ON CONFLICT (entity_id, key) DO UPDATE SET ts = EXCLUDED.ts, bool_v = EXCLUDED.bool_v, str_v = EXCLUDED.str_v, long_v = EXCLUDED.long_v,
       dbl_v = EXCLUDED.dbl_v, json_v = EXCLUDED.json_v
     RETURNING key, ts, bool_v, str_v, long_v, dbl_v, json_v`,
    [entityId, keyId],
  );
  const r = rows[0];
  return r ? { ...kvFromRow(key, r), ts: r.ts } : null;
}

/** Deletes expired points (TTL) and repairs their rollups. Returns how many points were removed. */
export async function deleteExpired(db: Queryable, now: number, batch = 50_000): Promise<number> {
  const { rows } = await db.query<{ entity_id: string; key: number; ts: number }>(
    `DELETE FROM ts_kv WHERE ctid IN (SELECT ctid FROM ts_kv WHERE expire_ts IS NOT NULL AND expire_ts < $1 LIMIT $2)
     RETURNING entity_id, key, ts`,
    [now, batch],
  );
  await recomputeRollups(db, cellsOf(rows.map((r) => ({ entityId: r.entity_id, keyId: r.key, ts: r.ts }))));
  return rows.length;
}
