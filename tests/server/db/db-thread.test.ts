/**
 * PGlite on its own thread (db/pglite-thread.ts): statements, typed rows, transactions that commit or roll back as a
 * whole and hold the database meanwhile, SQLSTATE codes of failures (mapped to ThingsBoard bodies by the error
 * handler), a server on it, and a clean close.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread } from '../../../demo/server/db/pglite-thread.js';
import type { Db } from '../../../demo/server/db/types.js';
import { TENANT, auth, body, getTemplate, login, startServer } from '../helpers.js';

let db: Db;
beforeAll(async () => {
  db = await openPgliteThread();
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, big bigint, doc jsonb, name text)');
});
afterAll(() => db?.close());

describe('PGlite on a worker thread', () => {
  it('runs statements with typed rows (bigint as number, jsonb parsed)', async () => {
    await db.query('INSERT INTO t VALUES ($1, $2, $3::jsonb, $4)', [1, 1637576130123, JSON.stringify({ a: [1] }), 'x']);
    const { rows } = await db.query<{ id: number; big: number; doc: unknown; name: string }>(
      'SELECT * FROM t WHERE id = $1',
      [1],
    );
    expect(rows).toEqual([{ id: 1, big: 1637576130123, doc: { a: [1] }, name: 'x' }]);
  });

  it('commits and rolls back transactions as a whole; other statements wait for them', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (2)');
      await tx.query('INSERT INTO t (id) VALUES (3)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (4)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inTx = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (5)');
      await gate;
    });
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    await new Promise((r) => setTimeout(r, 100));
    release();
    await inTx;
    expect((await outside).rows[0]?.n).toBe(4); // 1, 2, 3 and 5: the read waited for the commit
  });

  it('reports failures with their SQLSTATE', async () => {
    await expect(db.query('INSERT INTO t (id) VALUES (1)')).rejects.toMatchObject({ code: '23505' });
    await expect(db.transaction((tx) => tx.query('SELECT * FROM missing_table'))).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('serves a whole server (cloned from the template)', async () => {
    const server = await startServer({ dbThread: true, template: await getTemplate() });
    try {
      const { token } = await login(server, TENANT);
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/tenant/deviceInfos?pageSize=5&page=0',
        headers: auth(token),
      });
      expect(res.statusCode).toBe(200);
      expect(body<{ data: unknown[] }>(res).data).toHaveLength(5);
    } finally {
      await server.close();
    }
  });
});
