/** SQL for the system administrator's settings (`admin_settings`, one JSON value per key). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';

/** One stored settings key. */
export interface SettingsRow {
  id: string;
  created_time: number;
  key: string;
  json_value: Record<string, unknown>;
}

/** The settings stored under `key`, or null. */
export async function findSettings(db: Queryable, key: string): Promise<SettingsRow | null> {
  const { rows } = await db.query<SettingsRow>('SELECT * FROM admin_settings WHERE key = $1', [key]);
  return rows[0] ?? null;
}

/** Inserts or replaces one admin-settings key. */
export async function saveSettings(db: Queryable, key: string, value: unknown): Promise<SettingsRow> {
  const id = uuidV1();
  const { rows } = await db.query<SettingsRow>(
    `INSERT INTO admin_settings (id, created_time, key, json_value) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (key) DO UPDATE SET json_value = EXCLUDED.json_value RETURNING *`,
    [id, uuidV1Time(id), key, jsonParam(value)],
  );
  if (!rows[0]) throw new Error('admin_settings upsert returned no row');
  return rows[0];
}
