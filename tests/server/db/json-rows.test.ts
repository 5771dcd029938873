import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type PgliteDb } from '../../../demo/server/db/pglite.js';
import { finiteOrText, jsonRows } from '../../../demo/server/db/json-rows.js';

let db: PgliteDb;
beforeAll(async () => {
  db = await openPglite();
});
afterAll(async () => {
  await db.close();
});

describe('jsonRows', () => {
  it('returns the rows of a select in its order, typed as the adapters type columns', async () => {
    const rows = await jsonRows<{
      n: number;
      big: number;
      d: number | string;
      t: string;
      b: boolean;
      j: unknown;
      u: string;
      none: null;
    }>(
      db,
      `SELECT g AS n, 1700000000000::bigint + g AS big, g / 4.0::float8 AS d, 'r' || g AS t, g % 2 = 0 AS b,
              jsonb_build_object('g', g) AS j, '13814000-1dd2-11b2-8080-808080808080'::uuid AS u, NULL::text AS none
       FROM generate_series(1, $1::int) g ORDER BY g DESC`,
      [3],
    );
    expect(rows).toEqual([
      {
        n: 3,
        big: 1700000000003,
        d: 0.75,
        t: 'r3',
        b: false,
        j: { g: 3 },
        u: '13814000-1dd2-11b2-8080-808080808080',
        none: null,
      },
      {
        n: 2,
        big: 1700000000002,
        d: 0.5,
        t: 'r2',
        b: true,
        j: { g: 2 },
        u: '13814000-1dd2-11b2-8080-808080808080',
        none: null,
      },
      {
        n: 1,
        big: 1700000000001,
        d: 0.25,
        t: 'r1',
        b: false,
        j: { g: 1 },
        u: '13814000-1dd2-11b2-8080-808080808080',
        none: null,
      },
    ]);
  });

  it('gives an empty list for no rows and reads non-finite doubles back as numbers', async () => {
    expect(await jsonRows(db, 'SELECT 1 AS x WHERE false')).toEqual([]);
    const [row] = await jsonRows<{ a: number | string; b: number | string; c: number | string }>(
      db,
      `SELECT 'NaN'::float8 AS a, 'Infinity'::float8 AS b, 0.1::float8 AS c`,
    );
    expect(Number.isNaN(finiteOrText(row!.a))).toBe(true);
    expect(finiteOrText(row!.b)).toBe(Infinity);
    expect(finiteOrText(row!.c)).toBe(0.1);
    expect(finiteOrText(null)).toBe(null);
  });
});
