/** Types of pglite-prepared.mjs (plain JavaScript, shared with the database thread). */
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Named statements of one PGlite instance, by SQL text. */
export declare class PreparedStatements {
  constructor(pg: PGlite);
  /** Runs `sql`; `tx` when the caller runs inside that open transaction. */
  query<T>(sql: string, params: readonly unknown[], tx?: Transaction): Promise<{ rows: T[]; affectedRows?: number }>;
  /** Forgets every statement (after DDL); they are closed before the next statement runs. */
  forgetAll(): void;
}
