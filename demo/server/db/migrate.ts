/** Applies pending schema migrations in order, recording them in `schema_migrations`. */
import type { Db } from './types.js';
import { MIGRATIONS, type Migration } from './migrations/index.js';

/** Advisory-lock key so that two servers on one PostgreSQL never migrate at the same time. */
const MIGRATION_LOCK = 0x10_7c_0a_5e;

/**
 * Brings the schema up to date and returns the versions applied by this call (empty when already current).
 * Idempotent; runs in a single transaction, so a failing migration leaves the database unchanged.
 * @throws Error when the database has a migration this server does not know (a newer server wrote it).
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name varchar(255) NOT NULL,
      applied_time bigint NOT NULL
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    const applied = new Set(rows.map((r) => r.version));
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...applied].filter((v) => !known.has(v));
    if (unknown.length > 0) {
      throw new Error(`Database has migration(s) ${unknown.join(', ')} unknown to this server; refusing to start.`);
    }
    const done: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_time) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        Date.now(),
      ]);
      done.push(m.version);
    }
    return done;
  });
}
