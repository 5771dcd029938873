/**
 * The micro-batched write path of TimeseriesService (one SQL statement stores the points, the latest values and the
 * rollups of every save queued in the same tick): each save resolves only once its points are committed, before its
 * TS_UPDATED event; the newest timestamp wins the latest value whatever the arrival order, within a batch and across
 * batches; overwritten points leave rollups equal to a recompute from the raw rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../../demo/server/app.js';
import type { EntityId } from '../../../demo/server/lib/entity-id.js';
import type { TsKvEntry } from '../../../demo/server/telemetry/kv.js';
import { startServer } from '../helpers.js';

let server: IotServer;
let tenantId = '';
const devices: EntityId[] = [];

const dbl = (key: string, ts: number, value: number): TsKvEntry => ({ key, type: 'DOUBLE', value, ts });

async function stored(entityId: string, key: string): Promise<{ ts: number; dbl_v: number }[]> {
  const { rows } = await server.db.query<{ ts: number; dbl_v: number }>(
    'SELECT t.ts, t.dbl_v FROM ts_kv t JOIN ts_key k ON k.id = t.key WHERE t.entity_id = $1 AND k.key = $2 ORDER BY t.ts',
    [entityId, key],
  );
  return rows;
}

beforeAll(async () => {
  server = await startServer();
  const { rows } = await server.db.query<{ id: string; tenant_id: string }>(
    "SELECT d.id, d.tenant_id FROM device d JOIN tenant t ON t.id = d.tenant_id WHERE t.title = 'Tenant' ORDER BY d.name LIMIT 3",
  );
  tenantId = rows[0]?.tenant_id ?? '';
  for (const r of rows) devices.push({ entityType: 'DEVICE', id: r.id });
});

afterAll(async () => {
  await server.close();
});

describe('batched timeseries writes', () => {
  it('resolves each save once its points are committed and announced', async () => {
    const ts = server.telemetry.timeseries;
    const events: string[] = [];
    const off = server.telemetry.bus.on((e) => {
      if (e.type === 'TS_UPDATED' && devices.some((d) => d.id === e.entityId.id))
        events.push(`${e.entityId.id}:${e.entries.map((x) => x.ts).join(',')}`);
    });
    const seen: number[][] = [];
    // Saves issued in the same tick share one batch; each checks, when it resolves, that its points are readable.
    await Promise.all(
      devices.map(async (d, i) => {
        const entries = [dbl('batchA', 1000 + i, i), dbl('batchA', 2000 + i, i + 0.5)];
        await ts.save(tenantId, d, entries);
        seen.push((await stored(d.id, 'batchA')).map((r) => r.ts));
        expect(events).toContain(`${d.id}:${entries.map((e) => e.ts).join(',')}`);
      }),
    );
    off();
    expect(seen).toHaveLength(devices.length);
    for (const [i, d] of devices.entries())
      expect((await stored(d.id, 'batchA')).map((r) => r.ts)).toEqual([1000 + i, 2000 + i]);
  });

  it('keeps the newest timestamp as the latest value, whatever the arrival order within and across batches', async () => {
    const ts = server.telemetry.timeseries;
    const d = devices[0] as EntityId;
    // One batch: the newest point arrives first, an older one after it (another save of the same tick).
    await Promise.all([
      ts.save(tenantId, d, [dbl('batchB', 5000, 5)]),
      ts.save(tenantId, d, [dbl('batchB', 4000, 4), dbl('batchB', 3000, 3)]),
    ]);
    expect((await ts.findLatest(d, ['batchB']))[0]).toMatchObject({ ts: 5000, value: 5 });
    // A later batch with an older point leaves the latest alone; an equal timestamp replaces it.
    await ts.save(tenantId, d, [dbl('batchB', 4500, 45)]);
    expect((await ts.findLatest(d, ['batchB']))[0]).toMatchObject({ ts: 5000, value: 5 });
    await ts.save(tenantId, d, [dbl('batchB', 5000, 50)]);
    expect((await ts.findLatest(d, ['batchB']))[0]).toMatchObject({ ts: 5000, value: 50 });
    expect((await stored(d.id, 'batchB')).map((r) => [r.ts, r.dbl_v])).toEqual([
      [3000, 3],
      [4000, 4],
      [4500, 45],
      [5000, 50],
    ]);
  });

  it('keeps rollups equal to the raw rows after overwrites in the same and in later batches', async () => {
    const ts = server.telemetry.timeseries;
    const d = devices[1] as EntityId;
    await Promise.all([
      ts.save(tenantId, d, [dbl('batchC', 10, 1), dbl('batchC', 20, 2), dbl('batchC', 700_000, 7)]),
      ts.save(tenantId, d, [dbl('batchC', 30, 3)]),
    ]);
    await Promise.all([ts.save(tenantId, d, [dbl('batchC', 20, 20)]), ts.save(tenantId, d, [dbl('batchC', 40, 4)])]);
    const { rows } = await server.db.query<{
      width: number;
      bucket_ts: number;
      cnt_d: number;
      sum_d: number;
      min_d: number;
      max_d: number;
    }>(
      `SELECT r.width, r.bucket_ts, r.cnt_d, r.sum_d, r.min_d, r.max_d FROM ts_kv_rollup r JOIN ts_key k ON k.id = r.key
       WHERE r.entity_id = $1 AND k.key = 'batchC' ORDER BY r.width, r.bucket_ts`,
      [d.id],
    );
    expect(rows).toEqual([
      { width: 10_000, bucket_ts: 0, cnt_d: 4, sum_d: 28, min_d: 1, max_d: 20 },
      { width: 10_000, bucket_ts: 700_000, cnt_d: 1, sum_d: 7, min_d: 7, max_d: 7 },
      { width: 600_000, bucket_ts: 0, cnt_d: 4, sum_d: 28, min_d: 1, max_d: 20 },
      { width: 600_000, bucket_ts: 600_000, cnt_d: 1, sum_d: 7, min_d: 7, max_d: 7 },
    ]);
  });
});
