/**
 * Statements prepared once per SQL text (db/pglite-prepared.mjs): the same rows, row counts and failures as
 * `PGlite.query`, one server-side statement per text however often it runs, transactions respected, statements
 * re-prepared after a schema change and closed beyond the cache size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, types } from '@electric-sql/pglite';
import { PreparedStatements } from '../../../demo/server/db/pglite-prepared.mjs';

let pg: PGlite;
let statements: PreparedStatements;

/** Named statements PostgreSQL holds for this session (ours are named `iot_<n>`). */
async function serverStatements(): Promise<number> {
  const { rows } = await pg.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'iot\\_%'",
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  pg = await PGlite.create({ parsers: { [types.INT8]: (v: string) => Number(v) } });
  await pg.exec(`CREATE TABLE t (id uuid PRIMARY KEY, big bigint, dbl double precision, flag boolean, doc jsonb,
    name text, tags text[], created timestamptz)`);
  statements = new PreparedStatements(pg);
});
afterAll(() => pg?.close());

const ID = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';

describe('prepared statements on PGlite', () => {
  it('gives the rows and counts PGlite.query gives, parameters serialised by their types', async () => {
    const insert = 'INSERT INTO t VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)';
    const values = [ID, 1637576130123, 0.5, true, JSON.stringify({ a: [1, 'x'] }), 'ünï', ['a', 'b'], new Date(0)];
    expect((await statements.query(insert, values)).affectedRows).toBe(1);
    const select = 'SELECT * FROM t WHERE id = $1 AND tags = $2';
    const mine = await statements.query(select, [ID, ['a', 'b']]);
    const theirs = await pg.query(select, [ID, ['a', 'b']]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows[0]).toMatchObject({ big: 1637576130123, doc: { a: [1, 'x'] }, flag: true, tags: ['a', 'b'] });
    const update = await statements.query('UPDATE t SET name = $2 WHERE id = $1 OR id = $1', [ID, null]);
    expect(update.affectedRows).toBe(1);
    expect((await statements.query<{ name: string | null }>('SELECT name FROM t', [])).rows).toEqual([{ name: null }]);
  });

  it('prepares each text once, however often and with whatever parameters it runs', async () => {
    const before = await serverStatements();
    for (let i = 0; i < 20; i++) await statements.query('SELECT $1::int + 1 AS n', [i]);
    expect(await serverStatements()).toBe(before + 1);
    expect((await statements.query('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
  });

  it('fails with the SQLSTATE and leaves the session usable', async () => {
    await expect(statements.query('SELECT * FROM t WHERE id = $1', ['not-a-uuid'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(statements.query('SELECT * FROM missing_table', [])).rejects.toMatchObject({ code: '42P01' });
    await expect(statements.query('INSERT INTO t (id) VALUES ($1)', [ID])).rejects.toMatchObject({ code: '23505' });
    expect((await statements.query('SELECT count(*)::int AS n FROM t', [])).rows).toEqual([{ n: 1 }]);
  });

  it('runs inside a transaction on its handle, and waits for open transactions otherwise', async () => {
    const other = 'b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12';
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inTx = pg.transaction(async (tx) => {
      await statements.query('INSERT INTO t (id) VALUES ($1)', [other], tx);
      await gate;
      await tx.rollback();
    });
    const outside = statements.query<{ n: number }>('SELECT count(*)::int AS n FROM t', []);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await inTx;
    expect((await outside).rows).toEqual([{ n: 1 }]); // waited, then saw the rollback
  });

  it('re-prepares a statement whose table changed, once forgotten or when PostgreSQL refuses the cached plan', async () => {
    const star = 'SELECT * FROM t WHERE id = $1';
    expect(Object.keys((await statements.query<object>(star, [ID])).rows[0] ?? {})).not.toContain('extra');
    await pg.exec('ALTER TABLE t ADD COLUMN extra int DEFAULT 7');
    // Not forgotten: PostgreSQL's "cached plan must not change result type", retried on a fresh statement.
    expect((await statements.query<{ extra: number }>(star, [ID])).rows[0]?.extra).toBe(7);
    await pg.exec('ALTER TABLE t DROP COLUMN extra');
    statements.forgetAll();
    expect(Object.keys((await statements.query<object>(star, [ID])).rows[0] ?? {})).not.toContain('extra');
  });

  it('closes the least recently used statements beyond its size', async () => {
    for (let i = 0; i < 300; i++) await statements.query(`SELECT ${i} AS n, $1::text AS s`, ['x']);
    await statements.query('SELECT 1 AS one', []); // closes the evicted ones first
    expect(await serverStatements()).toBeLessThanOrEqual(256);
    expect((await statements.query('SELECT 299 AS n, $1::text AS s', ['y'])).rows).toEqual([{ n: 299, s: 'y' }]);
  });

  it('runs other statements (DDL, several statements) as PGlite does', async () => {
    await statements.query('CREATE TABLE u (id int)', []);
    expect((await statements.query('SHOW server_version_num', [])).rows).toHaveLength(1);
    expect((await statements.query<{ n: number }>('SELECT count(*)::int AS n FROM u', [])).rows).toEqual([{ n: 0 }]);
  });
});
