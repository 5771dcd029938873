/**
 * Graceful close for a {@link Db}: `close()` first waits for the statements and transactions already running (a
 * request still writing when the server stops commits), up to a limit, then closes the connection(s).
 */
import type { Db, Queryable } from './types.js';

/** Longest wait for running work on close. */
const DRAIN_LIMIT_MS = 10_000;

/** Wraps `db` so that close() lets in-flight statements and transactions finish first. */
export function withDrain(db: Db, limitMs = DRAIN_LIMIT_MS): Db {
  let active = 0;
  let idle: (() => void) | null = null;
  const track = async <T>(run: () => Promise<T>): Promise<T> => {
    active += 1;
    try {
      return await run();
    } finally {
      active -= 1;
      if (active === 0) idle?.();
    }
  };
  const wrapped: Db = Object.create(db) as Db;
  return Object.assign(wrapped, {
    kind: db.kind,
    query: ((sql: string, params?: readonly unknown[]) => track(() => db.query(sql, params))) as Db['query'],
    exec: (sql: string) => track(() => db.exec(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => track(() => db.transaction(fn)),
    async close(): Promise<void> {
      if (active > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, limitMs);
          idle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      await db.close();
    },
  });
}
