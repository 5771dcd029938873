/**
 * History aggregation against a reference computation written here from ThingsBoard 3.3.1's
 * semantics: intervals [start + i·interval, start + (i+1)·interval) while the interval start is before endTs (the
 * last one is not clipped), ts = interval start + interval/2, AVG always double, SUM double only with doubles,
 * MIN/MAX prefer strings, COUNT counts booleans, then strings, then JSON, then numbers, and reports empty intervals
 * as 0. Odd edges, both rollup widths, overwritten points and deleted ranges are covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../../demo/server/app.js';
import type { EntityId } from '../../../demo/server/lib/entity-id.js';
import type { KvValue, TsKvEntry } from '../../../demo/server/telemetry/kv.js';
import type { Aggregation } from '../../../demo/server/telemetry/aggregate.js';
import { TENANT, auth, login, startServer } from '../helpers.js';

type Agg = Exclude<Aggregation, 'NONE'>;
let server: IotServer;
let tenantId = '';
let token = '';
const device: EntityId = { entityType: 'DEVICE', id: '' };
const BASE = 1_700_000_000_000;
const points = new Map<string, Map<number, KvValue>>();

function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function save(key: string, list: { ts: number; v: KvValue }[]): Promise<void> {
  const map = points.get(key) ?? new Map<number, KvValue>();
  points.set(key, map);
  for (const p of list) map.set(p.ts, p.v);
  await server.telemetry.timeseries.save(
    tenantId,
    device,
    list.map((p) => ({ ...p.v, key, ts: p.ts }) as TsKvEntry),
  );
}

/** The reference: a straight loop over every point, as TB's per-interval SQL does. */
function reference(key: string, start: number, end: number, interval: number, agg: Agg): { ts: number; v: KvValue }[] {
  const all = [...(points.get(key) ?? new Map<number, KvValue>()).entries()];
  const out: { ts: number; v: KvValue }[] = [];
  for (let s = start; s < end; s += interval) {
    const inside = all.filter(([ts]) => ts >= s && ts < s + interval).map(([, v]) => v);
    const ts = s + Math.floor(interval / 2);
    const longs = inside.flatMap((v) => (v.type === 'LONG' ? [Number(v.value)] : []));
    const doubles = inside.flatMap((v) => (v.type === 'DOUBLE' ? [v.value] : []));
    const strings = inside.flatMap((v) => (v.type === 'STRING' ? [v.value] : []));
    const bools = inside.filter((v) => v.type === 'BOOLEAN').length;
    const jsons = inside.filter((v) => v.type === 'JSON').length;
    if (agg === 'COUNT') {
      out.push({ ts, v: { type: 'LONG', value: bools || strings.length || jsons || longs.length + doubles.length } });
      continue;
    }
    if (inside.length === 0) continue;
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    if (agg === 'AVG') {
      const n = longs.length + doubles.length;
      out.push({ ts, v: { type: 'DOUBLE', value: n > 0 ? (sum(longs) + sum(doubles)) / n : 0 } });
    } else if (agg === 'SUM') {
      out.push({
        ts,
        v:
          doubles.length > 0
            ? { type: 'DOUBLE', value: sum(longs) + sum(doubles) }
            : { type: 'LONG', value: sum(longs) },
      });
    } else {
      const pick = agg === 'MIN' ? (xs: number[]) => Math.min(...xs) : (xs: number[]) => Math.max(...xs);
      if (strings.length > 0) {
        const sorted = [...strings].sort();
        out.push({ ts, v: { type: 'STRING', value: (agg === 'MIN' ? sorted[0] : sorted[sorted.length - 1]) ?? '' } });
      } else if (doubles.length > 0) out.push({ ts, v: { type: 'DOUBLE', value: pick([...longs, ...doubles]) } });
      else if (longs.length > 0) out.push({ ts, v: { type: 'LONG', value: pick(longs) } });
    }
  }
  return out;
}

async function check(key: string, start: number, end: number, interval: number): Promise<number> {
  let compared = 0;
  for (const agg of ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT'] as const) {
    const got =
      (
        await server.telemetry.timeseries.findHistory(device, {
          keys: [key],
          startTs: start,
          endTs: end,
          interval,
          limit: 100,
          agg,
          orderBy: 'DESC',
        })
      ).get(key) ?? [];
    const want = reference(key, start, end, interval, agg);
    expect(
      got.map((g) => [g.ts, g.type]),
      `${agg} ${key} interval ${interval}`,
    ).toEqual(want.map((w) => [w.ts, w.v.type]));
    got.forEach((g, i) => {
      const w = want[i]?.v;
      if (g.type === 'DOUBLE') expect(g.value as number).toBeCloseTo(Number(w?.value), 6);
      else expect(String(g.value)).toBe(String(w?.value));
    });
    compared += got.length;
  }
  return compared;
}

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, TENANT)).token;
  const { rows } = await server.db.query<{ id: string; tenant_id: string }>(
    "SELECT id, tenant_id FROM device WHERE name = 'Sensor 12'",
  );
  device.id = rows[0]?.id ?? '';
  tenantId = rows[0]?.tenant_id ?? '';
  const r = rng(42);
  const mix: { ts: number; v: KvValue }[] = [];
  for (let ts = BASE; ts < BASE + 3 * 3_600_000; ts += Math.floor(r() * 9000)) {
    mix.push({
      ts,
      v:
        r() < 0.5
          ? { type: 'LONG', value: Math.floor(r() * 1000) - 500 }
          : { type: 'DOUBLE', value: Math.round(r() * 100_000) / 100 - 300 },
    });
  }
  await save('mix', mix);
  // Overwrites of existing points (same ts, other value) must not be double counted by the rollups.
  await save(
    'mix',
    mix.filter((_, i) => i % 17 === 0).map((p) => ({ ts: p.ts, v: { type: 'LONG', value: 7777 } })),
  );
  const odd: { ts: number; v: KvValue }[] = [];
  for (let ts = BASE; ts < BASE + 2 * 3_600_000; ts += 1000 + Math.floor(r() * 60_000)) {
    const x = r();
    odd.push({
      ts,
      v:
        x < 0.25
          ? { type: 'STRING', value: `s${Math.floor(r() * 100)}` }
          : x < 0.4
            ? { type: 'BOOLEAN', value: r() < 0.5 }
            : x < 0.5
              ? { type: 'JSON', value: { a: 1 } }
              : { type: 'LONG', value: Math.floor(r() * 50) },
    });
  }
  await save('odd', odd);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('aggregation', () => {
  it('matches the reference for every aggregate with odd interval edges (raw and rollup paths)', async () => {
    let compared = 0;
    const end = BASE + 3 * 3_600_000 - 777;
    for (const [start, interval, stop] of [
      [BASE + 1234, 3_001, BASE + 1_800_000 + 7],
      [BASE + 1234, 10_000, BASE + 6_000_000 + 3],
      [BASE + 1234, 61_013, end],
      [BASE + 1234, 600_000, end],
      [BASE - 5, 1_799_999, end],
      [BASE - (BASE % 600_000), 600_000, end],
      [BASE + 600_001, 20_000, end],
      [BASE + 17, 5 * 3_600_000, end],
    ] as const) {
      compared += await check('mix', start, stop, interval);
      compared += await check('odd', start, stop, interval);
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it('stays exact after deleting ranges with unaligned edges', async () => {
    const dev = `/api/plugins/telemetry/DEVICE/${device.id}`;
    const from = BASE + 3_600_000 + 4321;
    const to = BASE + 2 * 3_600_000 - 999;
    const res = await server.app.inject({
      method: 'DELETE',
      url: `${dev}/timeseries/delete?keys=mix&startTs=${from}&endTs=${to}`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const map = points.get('mix');
    for (const ts of [...(map?.keys() ?? [])]) if (ts >= from && ts < to) map?.delete(ts);
    await check('mix', BASE + 999, BASE + 3 * 3_600_000, 61_013);
    await check('mix', BASE, BASE + 3 * 3_600_000, 600_000);
  });

  it('serves aggregates over REST as strings (AVG as a Java double)', async () => {
    const url = `/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=odd&startTs=${BASE}&endTs=${BASE + 3_600_000}&interval=600000&agg=COUNT`;
    const body = JSON.parse((await server.app.inject({ method: 'GET', url, headers: auth(token) })).body) as Record<
      string,
      { ts: number; value: string }[]
    >;
    expect(body['odd']?.map((p) => p.ts)).toEqual([0, 1, 2, 3, 4, 5].map((i) => BASE + i * 600_000 + 300_000));
    expect(body['odd']?.every((p) => /^\d+$/.test(p.value))).toBe(true);
    const avg = JSON.parse(
      (await server.app.inject({ method: 'GET', url: url.replace('COUNT', 'AVG'), headers: auth(token) })).body,
    ) as Record<string, { value: string }[]>;
    expect(avg['odd']?.every((p) => /^-?\d+\.\d+(E-?\d+)?$/.test(p.value))).toBe(true);
  });

  it('reads rollup cells from the index alone: the rollup key carries every partial aggregate', async () => {
    const { rows } = await server.db.query<{ def: string }>(
      `SELECT pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
       WHERE i.indrelid = 'ts_kv_rollup'::regclass AND i.indisprimary`,
    );
    const include = /INCLUDE \((.*)\)/.exec(rows[0]?.def ?? '')?.[1]?.split(', ') ?? [];
    expect(include.sort()).toEqual(
      [
        'cnt_b',
        'cnt_s',
        'cnt_l',
        'cnt_d',
        'cnt_j',
        'sum_l',
        'sum_d',
        'min_l',
        'max_l',
        'min_d',
        'max_d',
        'min_s',
        'max_s',
      ].sort(),
    );
  });
});
