/** SQL for assets that the asset routes run (lists, lookups and assignment are shared: entities/). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';

/** The fields of an asset a save writes. */
export interface AssetFields {
  customerId: string;
  name: string;
  type: string;
  label: string | null;
  additionalInfo: unknown;
}

const values = (a: AssetFields) => [a.customerId, a.name, a.type, a.label, jsonParam(a.additionalInfo)];

/** Overwrites an asset's fields and creation time. */
export async function updateAsset(db: Queryable, id: string, a: AssetFields, createdTime: number): Promise<void> {
  await db.query(
    'UPDATE asset SET customer_id = $2, name = $3, type = $4, label = $5, additional_info = $6::jsonb, created_time = $7 WHERE id = $1',
    [id, ...values(a), createdTime],
  );
}

/** Inserts an asset of a tenant; returns its new id. */
export async function insertAsset(db: Queryable, tenantId: string, a: AssetFields): Promise<string> {
  const id = uuidV1();
  await db.query(
    'INSERT INTO asset (id, created_time, tenant_id, customer_id, name, type, label, additional_info) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)',
    [id, uuidV1Time(id), tenantId, ...values(a)],
  );
  return id;
}
