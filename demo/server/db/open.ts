/** Chooses and opens the database adapter, then migrates it. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types.js';
import { openPglite } from './pglite.js';
import { openPgliteThread } from './pglite-thread.js';
import { openPg } from './pg.js';
import { migrate } from './migrate.js';
import { withDrain } from './drain.js';

/** Where the data lives; see `ServerOptions` for the meaning of each field. */
export interface OpenDbOptions {
  dataDir?: string;
  databaseUrl?: string;
  template?: Blob;
  /** Run PGlite in its own worker thread (db/pglite-thread.ts) instead of on the calling thread. */
  thread?: boolean;
}

/**
 * Opens PostgreSQL (when `databaseUrl` is set) or PGlite (on `dataDir`, or in memory), cloning `template` into a
 * new PGlite cluster when one is given, and applies pending migrations.
 */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = await openPg(opts.databaseUrl);
  } else {
    const fresh = !opts.dataDir || !existsSync(join(opts.dataDir, 'PG_VERSION'));
    db = await (opts.thread ? openPgliteThread : openPglite)({
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.template && fresh ? { loadDataDir: opts.template } : {}),
    });
  }
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return withDrain(db);
}
