#!/usr/bin/env node
// The server test suite a second time, on a real PostgreSQL (CI; `node tests/server/run-on-postgres.mjs`): starts a
// throw-away cluster of the installed PostgreSQL (initdb into a temporary directory, a free port, fsync off — the
// cluster is deleted afterwards), then runs `vitest tests/server` with IOT_TEST_PG_URL pointing at it: each test
// server gets its own database copied from a seeded template (tests/server/support/pg-template.ts). With
// IOT_TEST_PG_URL already set, that server is used instead. Extra arguments go to vitest.
// Prints `postgres: N passed, M failed` last; exit code 1 when a test failed or the cluster did not start.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLine, vitestFailures } from '../run-failures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The bin directory of the newest installed PostgreSQL (Debian: /usr/lib/postgresql/<major>/bin). */
function pgBin() {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).filter((d) => existsSync(path.join(base, d, 'bin/initdb'))) : [];
  majors.sort((a, b) => Number(b) - Number(a));
  if (majors[0]) return path.join(base, majors[0], 'bin');
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(found) : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool; as root it runs as the `postgres` user (initdb and postgres refuse root). */
function pgTool(bin, tool, args) {
  const cmd = path.join(bin, tool);
  const asRoot = process.getuid?.() === 0;
  const r = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${r.stderr || r.stdout}`);
}

async function startCluster() {
  const bin = pgBin();
  if (!bin) throw new Error('no PostgreSQL installed (Debian: apt-get install postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'iot-pg-'));
  chmodSync(dir, 0o777); // the postgres user writes here when we are root
  const port = await freePort();
  const data = path.join(dir, 'data');
  pgTool(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  pgTool(bin, 'pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => {
    try {
      pgTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (err) {
      console.error(String(err));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, log: path.join(dir, 'log') };
}

/** Prints the closing lines and keeps them in a file: .ci/run prints them again in its recap, a CI log's last lines. */
function summarise(lines) {
  console.log(lines.join('\n'));
  const file = path.join(root, '.tmp/run-all/postgres-summary.txt');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
}

let cluster = null;
let url = process.env.IOT_TEST_PG_URL;
if (!url) {
  try {
    cluster = await startCluster();
    url = cluster.url;
  } catch (err) {
    const why = firstLine(err instanceof Error ? err.message : String(err));
    summarise([`  ✘ postgres: could not start a cluster: ${why}`, 'postgres: 0 passed, 1 failed']);
    process.exit(1);
  }
}
const report = path.join(root, '.tmp/run-all/vitest-postgres.json');
const args = [
  'vitest',
  'run',
  '--config',
  'tests/config/vitest.config.ts',
  'tests/server',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
console.log(`postgres: server suite on ${url}`);
const code = await new Promise((resolve) => {
  const child = spawn('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, IOT_TEST_PG_URL: url } });
  child.on('exit', (c, signal) => resolve(signal ? 1 : (c ?? 1)));
  child.on('error', () => resolve(1));
});
cluster?.stop();
let passed = 0;
let failed = code === 0 ? 0 : 1;
let failures = code === 0 ? [] : ['vitest stopped before reporting'];
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  failures = vitestFailures(r, root);
  if (code !== 0 && failures.length === 0) failures = [`vitest exited with ${code}`];
} catch {
  // vitest crashed before reporting: counted as one failure above
}
summarise([...failures.map((f) => `  ✘ postgres: ${f}`), `postgres: ${passed} passed, ${failed} failed`]);
process.exit(code === 0 ? 0 : 1);
