/** Server-private key/value state in `iot_meta` (never exposed through the REST API). */
import type { Queryable } from './types.js';
import { jsonParam } from './types.js';

/** Reads a value, or null when the key is absent. */
export async function getMeta<T>(db: Queryable, key: string): Promise<T | null> {
  const { rows } = await db.query<{ value: T }>('SELECT value FROM iot_meta WHERE key = $1', [key]);
  return rows[0]?.value ?? null;
}

/** Inserts or replaces a value. */
export async function setMeta(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO iot_meta (key, value, updated_time) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_time = EXCLUDED.updated_time`,
    [key, jsonParam(value), Date.now()],
  );
}

/** Inserts a value only if the key is absent, and returns the stored value either way (race-free). */
export async function getOrCreateMeta<T>(db: Queryable, key: string, create: () => T): Promise<T> {
  await db.query(
    `INSERT INTO iot_meta (key, value, updated_time) VALUES ($1, $2::jsonb, $3) ON CONFLICT (key) DO NOTHING`,
    [key, jsonParam(create()), Date.now()],
  );
  const value = await getMeta<T>(db, key);
  if (value === null) throw new Error(`iot_meta key ${key} vanished`);
  return value;
}
