/**
 * PGlite on its own thread, behind the same {@link Db} interface: PGlite is single-threaded and, in-process, every
 * query's execution blocks the event loop that also parses requests, checks tokens, serialises responses and fans
 * out WebSocket updates. Here the database runs in a worker thread (pglite-worker.mjs) and the main thread only
 * posts statements and receives rows, so both cores work. One database, one owner: there is still exactly one PGlite
 * instance, and transactions hold it as before.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { findProjectRoot } from '../lib/project-root.js';
import { lockDataDir } from './lock.js';
import type { Db, Queryable, QueryResult } from './types.js';
import type { PgliteOptions } from './pglite.js';

interface Reply {
  id: number;
  ok: boolean;
  rows?: unknown[];
  rowCount?: number;
  tx?: number;
  error?: { message: string; code?: string };
}

function workerFile(): string {
  const here = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));
  return existsSync(here) ? here : join(findProjectRoot(import.meta.url), 'demo/server/db/pglite-worker.mjs');
}

/** A database error from the thread, with its SQLSTATE (`code`) and fields kept for the error mapping. */
function toError(e: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(e.message), e);
}

/** Opens PGlite in a worker thread (same options as openPglite). */
export async function openPgliteThread(opts: PgliteOptions = {}): Promise<Db> {
  if (opts.dataDir) mkdirSync(dirname(opts.dataDir), { recursive: true }); // PGlite does not create parents
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  const loadDataDir = opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(workerFile(), {
    workerData: { dataDir: opts.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  let seq = 0;
  let failure: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (r: Reply) => {
    const p = pending.get(r.id);
    if (!p) return;
    pending.delete(r.id);
    if (r.ok) p.resolve(r);
    else p.reject(toError(r.error ?? { message: 'database thread failed' }));
  });
  const fail = (err: Error) => {
    failure = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`database thread exited (${code})`)));
  try {
    await ready;
  } catch (err) {
    unlock();
    await worker.terminate();
    throw err;
  }

  const send = (msg: Record<string, unknown>): Promise<Reply> => {
    if (failure) return Promise.reject(failure);
    const id = ++seq;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...msg, id });
    });
  };
  const on = (tx?: number): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const r = await send({ op: 'query', sql, params: [...params], tx });
      return { rows: (r.rows ?? []) as T[], rowCount: r.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await send({ op: 'exec', sql, tx });
    },
  });
  const base = on();
  let closed = false;
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const { tx } = await send({ op: 'begin' });
      let result: T;
      try {
        result = await fn(on(tx));
      } catch (err) {
        await send({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      try {
        await send({ op: 'close' });
      } finally {
        worker.removeAllListeners('exit');
        await worker.terminate();
        unlock();
      }
    },
  };
}
