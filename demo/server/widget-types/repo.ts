/** SQL of the `widget_type` table. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import type { WidgetTypeRow } from './model.js';

/** A widget type by id. */
export async function findWidgetType(db: Queryable, id: string): Promise<WidgetTypeRow | undefined> {
  const { rows } = await db.query<WidgetTypeRow>('SELECT * FROM widget_type WHERE id = $1', [id]);
  return rows[0];
}

/** The widget types of one bundle of a tenant, by name. */
export async function widgetTypesOfBundle(
  db: Queryable,
  tenantId: string,
  bundleAlias: string,
): Promise<WidgetTypeRow[]> {
  const { rows } = await db.query<WidgetTypeRow>(
    'SELECT * FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2 ORDER BY name',
    [tenantId, bundleAlias],
  );
  return rows;
}

/** Whether the tenant's bundle already has a widget type with this alias. */
export async function widgetTypeAliasTaken(
  db: Queryable,
  tenantId: string,
  bundleAlias: string,
  alias: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2 AND alias = $3',
    [tenantId, bundleAlias, alias],
  );
  return rows.length > 0;
}

/** `base`, or `base_1`, `base_2`, … : the first alias free in the tenant's bundle. */
export async function uniqueWidgetTypeAlias(
  db: Queryable,
  tenantId: string,
  bundleAlias: string,
  base: string,
): Promise<string> {
  for (let i = 0; ; i += 1) {
    const alias = i === 0 ? base : `${base}_${i}`;
    if (!(await widgetTypeAliasTaken(db, tenantId, bundleAlias, alias))) return alias;
  }
}

/** Fields a widget type save sets. */
export interface WidgetTypeFields {
  name: string;
  descriptor: Record<string, unknown>;
  image: string | null;
  description: string | null;
}

const values = (f: WidgetTypeFields) => [f.name, jsonParam(f.descriptor), f.image, f.description];

/** Updates a widget type's name, descriptor, image and description. */
export async function updateWidgetType(
  db: Queryable,
  id: string,
  f: WidgetTypeFields,
): Promise<WidgetTypeRow | undefined> {
  const { rows } = await db.query<WidgetTypeRow>(
    'UPDATE widget_type SET name = $2, descriptor = $3::jsonb, image = $4, description = $5 WHERE id = $1 RETURNING *',
    [id, ...values(f)],
  );
  return rows[0];
}

/** Inserts a widget type into a bundle. */
export async function insertWidgetType(
  db: Queryable,
  tenantId: string,
  bundleAlias: string,
  alias: string,
  f: WidgetTypeFields,
): Promise<WidgetTypeRow | undefined> {
  const id = uuidV1();
  const { rows } = await db.query<WidgetTypeRow>(
    `INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, descriptor, image, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING *`,
    [id, uuidV1Time(id), tenantId, bundleAlias, alias, ...values(f)],
  );
  return rows[0];
}

/** Deletes a widget type. */
export async function deleteWidgetType(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM widget_type WHERE id = $1', [id]);
}
