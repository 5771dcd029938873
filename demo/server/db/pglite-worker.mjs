/**
 * The PGlite database thread (worker_threads): PostgreSQL-in-WASM runs here, so the server's main thread keeps
 * parsing requests, checking tokens, serialising JSON and fanning out WebSocket updates while a query executes.
 * Plain JavaScript (no build step), started by pglite-thread.ts. Messages (main → worker), each answered once with
 * `{id, ok, …}`:
 * - `{id, op: 'query', sql, params, tx?}` → `{rows, rowCount}`; `{id, op: 'exec', sql, tx?}`;
 * - `{id, op: 'begin'}` → `{tx}`: a transaction holding the database until `{id, op: 'end', tx, commit}`;
 * - `{id, op: 'close'}`.
 * Open options arrive as workerData `{dataDir?, loadDataDir?: ArrayBuffer}`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-prepared.mjs';

const { dataDir, loadDataDir } = workerData ?? {};

/** @type {Map<number, {tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void}>} */
const transactions = new Map();
let txSeq = 0;

const ready = PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  parsers: { [types.INT8]: (value) => Number(value) },
});

/** Statements prepared once per text (pglite-prepared.mjs). */
const statements = ready.then((db) => new PreparedStatements(db));
statements.catch(() => undefined); // a failed open is reported through `ready`

/** The open transaction `tx` names (undefined: none). */
function transaction(tx) {
  if (tx === undefined) return undefined;
  const t = transactions.get(tx);
  if (!t) throw new Error(`transaction ${tx} is not open`);
  return t.tx;
}

/**
 * Opens a transaction; resolves with its id once BEGIN ran (later queries on the database wait for its end). `done`
 * settles once COMMIT (or ROLLBACK) has run.
 */
function begin(db) {
  return new Promise((resolve, reject) => {
    const id = ++txSeq;
    let opened = false;
    const done = db
      .transaction(
        (tx) =>
          new Promise((finish, fail) => {
            opened = true;
            transactions.set(id, { tx, done, finish: (commit) => (commit ? finish() : fail(new RollbackSignal())) });
            resolve(id);
          }),
      )
      .catch((err) => {
        if (err instanceof RollbackSignal) return;
        if (!opened) reject(err);
        else throw err;
      });
  });
}

class RollbackSignal extends Error {}

async function handle(msg) {
  const db = await ready;
  switch (msg.op) {
    case 'query': {
      const res = await (await statements).query(msg.sql, msg.params ?? [], transaction(msg.tx));
      return { rows: res.rows, rowCount: res.affectedRows ?? 0 };
    }
    case 'exec':
      await (transaction(msg.tx) ?? db).exec(msg.sql);
      (await statements).forgetAll(); // DDL: tables may have changed under prepared statements
      return {};
    case 'begin':
      return { tx: await begin(db) };
    case 'end': {
      const t = transactions.get(msg.tx);
      if (!t) throw new Error(`transaction ${msg.tx} is not open`);
      transactions.delete(msg.tx);
      t.finish(msg.commit);
      await t.done; // a failing COMMIT rejects here
      return {};
    }
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, ok: true, ...result }),
    (err) =>
      parentPort.postMessage({
        id: msg.id,
        ok: false,
        error: { message: err instanceof Error ? err.message : String(err), code: err?.code, ...pick(err) },
      }),
  );
});

/** PostgreSQL error fields the server maps to ThingsBoard bodies (SQLSTATE in `code`). */
function pick(err) {
  const out = {};
  for (const k of ['severity', 'detail', 'constraint', 'table', 'column'])
    if (err && typeof err[k] === 'string') out[k] = err[k];
  return out;
}

ready.then(
  () => parentPort.postMessage({ id: 0, ok: true }),
  (err) =>
    parentPort.postMessage({ id: 0, ok: false, error: { message: err instanceof Error ? err.message : String(err) } }),
);
