/** SQL for resources (LwM2M models, key stores), system-owned (null tenant) or tenant-owned. */
import type { Queryable } from '../db/types.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';
import { entityId } from '../lib/entity-id.js';

const INFO = 'SELECT id, created_time, tenant_id, title, resource_type, resource_key, file_name FROM resource';

/** A `resource` row (`data`, base64, only when selected). */
export interface ResourceRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  resource_type: string;
  resource_key: string;
  file_name: string | null;
  data?: string | null;
}

/** TbResourceInfo wire shape. */
export const toResourceInfo = (r: ResourceRow) => ({
  id: entityId('TB_RESOURCE', r.id),
  createdTime: r.created_time,
  tenantId: entityId('TENANT', r.tenant_id),
  title: r.title,
  resourceType: r.resource_type,
  resourceKey: r.resource_key,
});

/** A resource by id, with its data. */
export async function findResource(db: Queryable, id: string): Promise<ResourceRow | null> {
  const { rows } = await db.query<ResourceRow>('SELECT * FROM resource WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The LwM2M object models (with their data) owned by these tenants. */
export async function findLwm2mModels(db: Queryable, tenantIds: string[]): Promise<ResourceRow[]> {
  const { rows } = await db.query<ResourceRow>(
    "SELECT * FROM resource WHERE resource_type = 'LWM2M_MODEL' AND tenant_id = ANY($1::uuid[])",
    [tenantIds],
  );
  return rows;
}

/** Ids of a tenant's resources of this type and key. */
export async function resourcesWithKey(db: Queryable, tenantId: string, type: string, key: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM resource WHERE tenant_id = $1 AND resource_type = $2 AND resource_key = $3',
    [tenantId, type, key],
  );
  return rows.map((r) => r.id);
}

/** A resource to store: `data` is base64 without whitespace. */
export interface ResourceInput {
  id: string;
  createdTime: number;
  tenantId: string;
  title: string;
  type: string;
  key: string;
  fileName: string;
  data: string;
}

/** Inserts a resource, or replaces everything but its owner and creation time. */
export async function saveResource(db: Queryable, r: ResourceInput): Promise<void> {
  await db.query(
    `INSERT INTO resource (id, created_time, tenant_id, title, resource_type, resource_key, file_name, data) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, resource_type = EXCLUDED.resource_type, resource_key = EXCLUDED.resource_key,
       file_name = EXCLUDED.file_name, data = EXCLUDED.data`,
    [r.id, r.createdTime, r.tenantId, r.title, r.type, r.key, r.fileName, r.data],
  );
}

/** Deletes a resource. */
export async function deleteResource(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM resource WHERE id = $1', [id]);
}

/** One page of the resources owned by these tenants (without their data), searched by title prefix. */
export async function findResourcesPage(
  db: Queryable,
  link: PageLink,
  tenantIds: string[],
): Promise<PageData<unknown>> {
  return runPaged<ResourceRow>(db, link, {
    select: INFO,
    where: ['tenant_id = ANY($1::uuid[])'],
    params: [tenantIds],
    searchColumn: 'title',
    sortMap: { createdTime: 'created_time', title: 'title', resourceType: 'resource_type' },
    defaultOrder: 'id',
    map: toResourceInfo,
  });
}
