/** SQL for the OAuth2 configuration (an admin-settings key) and the client registration templates. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';

/** One client registration template. */
export interface TemplateRow {
  id: string;
  created_time: number;
  provider_id: string;
  value: Record<string, unknown>;
}

/** The stored OAuth2 configuration, or null when none was saved. */
export async function findOAuth2Config(db: Queryable): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ json_value: Record<string, unknown> }>(
    "SELECT json_value FROM admin_settings WHERE key = 'oauth2'",
  );
  return rows[0]?.json_value ?? null;
}

/** Every client registration template, by provider id. */
export async function findTemplates(db: Queryable): Promise<TemplateRow[]> {
  const { rows } = await db.query<TemplateRow>('SELECT * FROM oauth2_template ORDER BY provider_id');
  return rows;
}

/** Inserts a template or replaces the value of the provider's template; the saved row (null if none came back). */
export async function upsertTemplate(
  db: Queryable,
  t: { id: string; createdTime: number; providerId: string; value: unknown },
): Promise<TemplateRow | null> {
  const { rows } = await db.query<TemplateRow>(
    `INSERT INTO oauth2_template (id, created_time, provider_id, value) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (provider_id) DO UPDATE SET value = EXCLUDED.value RETURNING *`,
    [t.id, t.createdTime, t.providerId, jsonParam(t.value)],
  );
  return rows[0] ?? null;
}

/** Deletes a template; false when there was none. */
export async function deleteTemplate(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM oauth2_template WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
