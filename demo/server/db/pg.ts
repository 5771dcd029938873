/** PostgreSQL adapter for {@link Db} over a `pg` connection pool (used when DATABASE_URL is set). */
import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types.js';

const INT8_OID = 20;

/** Parses bigint columns (epoch-ms timestamps) as JS numbers, like the PGlite adapter. */
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await target.query<T>(sql, [...params]);
      return { rows: res.rows, rowCount: res.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

/** Opens a pool against `connectionString` and checks it with one round trip. */
export async function openPg(connectionString: string, maxConnections = 10): Promise<Db> {
  // JIT off: our statements are short index range scans whose row estimates grow with the tables, so past ~10k
  // devices PostgreSQL's planner starts JIT-compiling them (jit_above_cost): the month aggregation spent 1.9 s of its
  // 2.5 s compiling. A connection string's own `options` still win.
  const pool = new pg.Pool({ connectionString, max: maxConnections, types: typeParsers, options: '-c jit=off' });
  pool.on('error', () => {
    // Idle-client errors (server restart, network) are reported on the next query; do not crash the process.
  });
  await pool.query('SELECT 1');
  const base = wrap(pool);
  let closed = false;
  return {
    kind: 'pg',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
