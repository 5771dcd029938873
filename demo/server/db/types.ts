/**
 * The database seam: every route and repository talks to this interface, never to PGlite or `pg` directly.
 *
 * SQL is always parameterised (`$1, $2, …`). Column types come back as: uuid → string, bigint → number,
 * jsonb → parsed JSON, boolean → boolean. Pass jsonb parameters through {@link jsonParam} (the `pg` driver would
 * otherwise turn JS arrays into PostgreSQL arrays).
 */

/** Rows plus the affected-row count of a statement. */
export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted/updated/deleted (0 for plain SELECTs on PGlite). */
  rowCount: number;
}

/** Anything that can run statements: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

/** Database handle shared by the whole server. */
export interface Db extends Queryable {
  /** Which adapter is behind the handle. */
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs `fn` inside BEGIN/COMMIT (ROLLBACK when it throws). Inside `fn` use only `tx`: on PGlite, a query on the
   * outer `Db` waits for the transaction to finish and would deadlock.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connection(s); idempotent. */
  close(): Promise<void>;
}

/** Serialises a value for a `$n::jsonb` parameter (null stays SQL NULL). */
export function jsonParam(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
