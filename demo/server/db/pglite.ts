/** PGlite (PostgreSQL in WASM) adapter for {@link Db}: in-memory, on disk, or cloned from a dump. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './types.js';
import { lockDataDir } from './lock.js';
import { PreparedStatements } from './pglite-prepared.mjs';

/** Options for {@link openPglite}. */
export interface PgliteOptions {
  /** Directory of the cluster; undefined keeps the database in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from instead of running initdb (ignored when dataDir already holds a cluster). */
  loadDataDir?: Blob;
}

/** Statements of the instance (prepared once per text) on the instance or inside one of its transactions. */
function wrap(statements: PreparedStatements, target: PGlite | Transaction, tx?: Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await statements.query<T>(sql, params, tx);
      return { rows: res.rows, rowCount: res.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
      statements.forgetAll(); // DDL: tables may have changed under prepared statements
    },
  };
}

/** PGlite instance plus the {@link Db} facade over it (the raw instance is needed for dumps). */
export interface PgliteDb extends Db {
  readonly pglite: PGlite;
}

/**
 * Opens (creating when needed) a PGlite database. Creates the parent directory of `dataDir` first,
 * because PGlite does not.
 */
export async function openPglite(opts: PgliteOptions = {}): Promise<PgliteDb> {
  let unlock = (): void => undefined;
  if (opts.dataDir) {
    mkdirSync(dirname(opts.dataDir), { recursive: true });
    unlock = lockDataDir(opts.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      parsers: { [types.INT8]: (value: string) => Number(value) },
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const statements = new PreparedStatements(pglite);
  const base = wrap(statements, pglite);
  let closed = false;
  return {
    kind: 'pglite',
    pglite,
    query: base.query,
    exec: base.exec,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => fn(wrap(statements, tx, tx)));
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
