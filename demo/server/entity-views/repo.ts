/** SQL for entity views that the entity view routes run (lists, lookups and assignment are shared: entities/). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';

/** The fields of an entity view a save writes. */
export interface EntityViewFields {
  customerId: string;
  entity: { entityType: 'DEVICE' | 'ASSET'; id: string };
  name: string;
  type: string;
  keys: unknown;
  startTimeMs: number;
  endTimeMs: number;
  additionalInfo: unknown;
}

const values = (v: EntityViewFields) => [
  v.customerId,
  v.entity.entityType,
  v.entity.id,
  v.name,
  v.type,
  jsonParam(v.keys),
  v.startTimeMs,
  v.endTimeMs,
  jsonParam(v.additionalInfo),
];

/** The tenant of the device or asset an entity view would show, or null when there is no such entity. */
export async function findViewedEntityTenant(
  db: Queryable,
  entity: { entityType: 'DEVICE' | 'ASSET'; id: string },
): Promise<string | null> {
  const table = entity.entityType === 'DEVICE' ? 'device' : 'asset';
  const { rows } = await db.query<{ tenant_id: string }>(`SELECT tenant_id FROM ${table} WHERE id = $1`, [entity.id]);
  return rows[0]?.tenant_id ?? null;
}

/** Overwrites an entity view's fields and creation time. */
export async function updateEntityView(
  db: Queryable,
  id: string,
  v: EntityViewFields,
  createdTime: number,
): Promise<void> {
  await db.query(
    `UPDATE entity_view SET customer_id = $2, entity_type = $3, entity_id = $4, name = $5, type = $6, keys = $7::jsonb, start_ts = $8,
           end_ts = $9, additional_info = $10::jsonb, created_time = $11 WHERE id = $1`,
    [id, ...values(v), createdTime],
  );
}

/** Inserts an entity view of a tenant; returns its new id. */
export async function insertEntityView(db: Queryable, tenantId: string, v: EntityViewFields): Promise<string> {
  const id = uuidV1();
  await db.query(
    `INSERT INTO entity_view (id, created_time, tenant_id, customer_id, entity_type, entity_id, name, type, keys, start_ts, end_ts, additional_info)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12::jsonb)`,
    [id, uuidV1Time(id), tenantId, ...values(v)],
  );
  return id;
}
