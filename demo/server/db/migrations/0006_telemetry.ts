import type { Migration } from './index.js';

/**
 * Telemetry storage: time series with a key dictionary, latest values, pre-aggregated rollups and
 * attributes per scope.
 *
 * - `ts_kv` holds raw points, typed columns as ThingsBoard (exactly one of bool/str/long/dbl/json set per row).
 *   The primary key (entity, key, ts) serves history ranges, ordered limits and per-bucket aggregation.
 * - `ts_kv_rollup` holds per-bucket partial aggregates (counts per type, sums, min/max) at two widths (10 s and
 *   10 min) so that a history query over a million points reads tens of thousands of rows, not a million
 *   (see telemetry/aggregate.ts). Maintained by the write path; recomputed from raw rows on overwrites/deletes.
 * - `expire_ts` carries a per-row TTL (REST `…/timeseries/{scope}/{ttl}` or the tenant profile's
 *   `defaultStorageTtlDays`); a periodic cleanup deletes expired rows.
 */
export const m0006Telemetry: Migration = {
  version: 6,
  name: 'telemetry',
  sql: `
CREATE TABLE ts_key (
  id serial PRIMARY KEY,
  key varchar(255) NOT NULL UNIQUE
);

CREATE TABLE ts_kv (
  entity_id uuid NOT NULL,
  key integer NOT NULL,
  ts bigint NOT NULL,
  bool_v boolean,
  str_v varchar,
  long_v bigint,
  dbl_v double precision,
  json_v jsonb,
  expire_ts bigint,
  PRIMARY KEY (entity_id, key, ts)
);
CREATE INDEX idx_ts_kv_expire ON ts_kv (expire_ts) WHERE expire_ts IS NOT NULL;

CREATE TABLE ts_kv_latest (
  entity_id uuid NOT NULL,
  key integer NOT NULL,
  ts bigint NOT NULL,
  bool_v boolean,
  str_v varchar,
  long_v bigint,
  dbl_v double precision,
  json_v jsonb,
  PRIMARY KEY (entity_id, key)
);

CREATE TABLE ts_kv_rollup (
  entity_id uuid NOT NULL,
  key integer NOT NULL,
  width integer NOT NULL,
  bucket_ts bigint NOT NULL,
  cnt_b integer NOT NULL DEFAULT 0,
  cnt_s integer NOT NULL DEFAULT 0,
  cnt_l integer NOT NULL DEFAULT 0,
  cnt_d integer NOT NULL DEFAULT 0,
  cnt_j integer NOT NULL DEFAULT 0,
  sum_l numeric,
  sum_d double precision,
  min_l bigint,
  max_l bigint,
  min_d double precision,
  max_d double precision,
  min_s varchar,
  max_s varchar,
  PRIMARY KEY (entity_id, key, width, bucket_ts)
);

CREATE TABLE attribute_kv (
  entity_type varchar(255) NOT NULL,
  entity_id uuid NOT NULL,
  attribute_type varchar(32) NOT NULL,
  attribute_key varchar(255) NOT NULL,
  bool_v boolean,
  str_v varchar,
  long_v bigint,
  dbl_v double precision,
  json_v jsonb,
  last_update_ts bigint NOT NULL,
  PRIMARY KEY (entity_id, attribute_type, attribute_key)
);
-- Entity-data queries search/filter attribute values per key across many entities.
CREATE INDEX idx_attribute_kv_key ON attribute_kv (attribute_key, attribute_type);
`,
};
