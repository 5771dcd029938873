// A migrated and seeded data directory of the built server, made once per `npm test` and copied into each fresh
// data directory the harnesses and benchmarks start dist/server/main.mjs on. A first start on an empty directory
// runs PGlite's initdb, the migrations and the demo seed: 8.6 s of CPU, against 3.0 s for a start on a directory
// that has them (measured on this 2-core machine); the copy itself is a 42 MB file copy. The copy is the same
// database a first start makes; the server opens it as it opens any existing data directory.
//
// Only while tests/run-all.mjs runs (it sets IOT_SEEDED_DATA_DIR to a folder of its own, emptied at its start), so
// the seed is never older than the run (seeded telemetry history is relative to the time of the seed), and a single
// harness or benchmark run on its own starts from an empty directory as before. The seeded copy belongs to the
// dist/server/main.mjs it was made with: a rebuilt server makes a new one.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUILT_SERVER as SERVER, startBuiltServer } from './start-built-server.mjs';

export const SEEDED_ENV = 'IOT_SEEDED_DATA_DIR';

/** Starts the built server on `dataDir` (nothing else: no simulator, no test routes), waits for ready, stops it. */
async function seed(dataDir) {
  const server = await startBuiltServer({
    dataDir,
    env: { HOST: '127.0.0.1' },
    timeoutMs: 120_000,
    what: 'seeded data dir: the server',
  });
  const code = await server.stop('SIGTERM');
  if (code !== 0) throw new Error(`seeded data dir: the server exited ${code} on SIGTERM`);
}

/**
 * Fills the empty `dataDir` with a copy of this run's seeded data directory, making that first when it is missing.
 * Does nothing outside tests/run-all.mjs, or when `dataDir` has anything in it already.
 */
export async function prepareDataDir(dataDir) {
  const base = process.env[SEEDED_ENV];
  if (!base || !existsSync(SERVER)) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const hash = createHash('sha256').update(readFileSync(SERVER)).digest('hex').slice(0, 16);
  const seeded = path.join(base, hash);
  if (!existsSync(seeded)) {
    mkdirSync(base, { recursive: true });
    const tmp = path.join(base, `${hash}.${process.pid}.tmp`);
    rmSync(tmp, { recursive: true, force: true });
    await seed(tmp);
    try {
      renameSync(tmp, seeded);
    } catch (e) {
      rmSync(tmp, { recursive: true, force: true }); // another process made it at the same time: use theirs
      if (!existsSync(seeded)) throw e;
    }
  }
  cpSync(seeded, dataDir, { recursive: true });
}
