import type { Migration } from './index.js';

/**
 * The rollup table's primary key carries the partial aggregates (INCLUDE), so a history aggregation reads its cells
 * from the index alone (an index-only scan, in bucket order) instead of one heap page per cell: the rollup rows of
 * one entity and key are spread over the heap by every other entity's writes, and a month of 10 s cells read
 * ~28k heap pages for ~28k cells. Still one index, so a write maintains as many indexes as before.
 */
export const m0015RollupCoveringKey: Migration = {
  version: 15,
  name: 'rollup_covering_key',
  sql: `
ALTER TABLE ts_kv_rollup DROP CONSTRAINT ts_kv_rollup_pkey,
  ADD CONSTRAINT ts_kv_rollup_pkey PRIMARY KEY (entity_id, key, width, bucket_ts)
    INCLUDE (cnt_b, cnt_s, cnt_l, cnt_d, cnt_j, sum_l, sum_d, min_l, max_l, min_d, max_d, min_s, max_s);
`,
};
