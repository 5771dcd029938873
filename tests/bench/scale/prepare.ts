/**
 * Command-line access to the scale data sets for the browser benchmarks (plain .mjs scripts that start the built
 * server): `node tests/bench/run-ts.mjs tests/bench/scale/prepare.ts <devices> <parent dir> [pg]` builds or reuses the
 * cached data set, makes this run's copy and prints one line `SCALE_DB <json>` (kind, dataDir or databaseUrl, info).
 * With `pg`, the copy is a database on the PostgreSQL of `DATABASE_URL`.
 */
import { pgScale, pgliteScale } from './dataset.js';

// run-ts.mjs imports this bundle: argv is [node, run-ts.mjs, prepare.ts, …].
const [devices, parent, backend] = process.argv.slice(3);
const n = Number(devices);
if (!Number.isInteger(n) || n <= 0 || !parent) throw new Error('usage: prepare.ts <devices> <parent dir> [pg]');
const log = (s: string) => console.error(s);
const db =
  backend === 'pg' ? await pgScale(n, process.env['DATABASE_URL'] ?? '', log) : await pgliteScale(n, parent, log);
const { drop: _drop, ...rest } = db;
console.log(`SCALE_DB ${JSON.stringify(rest)}`);
