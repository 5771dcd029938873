/** SQL of tenant-profile enforcement: the profile configuration of a tenant and the entity counts it caps. */
import type { Queryable } from '../db/types.js';

/** The DEFAULT configuration of a tenant's profile (`profileData.configuration`), or null for no such tenant. */
export async function tenantProfileConfiguration(
  db: Queryable,
  tenantId: string,
): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ c: Record<string, unknown> | null }>(
    "SELECT p.profile_data->'configuration' AS c FROM tenant t JOIN tenant_profile p ON p.id = t.tenant_profile_id WHERE t.id = $1",
    [tenantId],
  );
  const row = rows[0];
  return row ? (row.c ?? {}) : null;
}

/** Entities a tenant profile caps. */
export type CappedEntity = 'DEVICE' | 'ASSET' | 'CUSTOMER' | 'USER' | 'DASHBOARD' | 'RULE_CHAIN';

/**
 * Count statements per capped kind (static text). As ThingsBoard counts them: every user of the tenant (its
 * administrators and its customers' users), every rule chain (core and edge), assets but the internal queue ones.
 */
const COUNT_SQL: Readonly<Record<CappedEntity, string>> = {
  DEVICE: 'SELECT count(*)::int AS n FROM device WHERE tenant_id = $1',
  ASSET: "SELECT count(*)::int AS n FROM asset WHERE tenant_id = $1 AND type <> 'TbServiceQueue'",
  CUSTOMER: 'SELECT count(*)::int AS n FROM customer WHERE tenant_id = $1',
  USER: 'SELECT count(*)::int AS n FROM tb_user WHERE tenant_id = $1',
  DASHBOARD: 'SELECT count(*)::int AS n FROM dashboard WHERE tenant_id = $1',
  RULE_CHAIN: 'SELECT count(*)::int AS n FROM rule_chain WHERE tenant_id = $1',
};

/** How many entities of `kind` the tenant has. */
export async function countOfTenant(db: Queryable, kind: CappedEntity, tenantId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(COUNT_SQL[kind], [tenantId]);
  return rows[0]?.n ?? 0;
}

/** Entities whose stored files a tenant profile caps in bytes. */
export type SizedEntity = 'TB_RESOURCE' | 'OTA_PACKAGE';

/**
 * Byte sums per capped kind (static text), as ThingsBoard sums them: a resource counts the length of its stored
 * (base64) data, an OTA package its `data_size` when it holds data (a package that only links a URL counts nothing).
 */
const SIZE_SQL: Readonly<Record<SizedEntity, string>> = {
  TB_RESOURCE: 'SELECT COALESCE(SUM(LENGTH(data)), 0)::bigint AS n FROM resource WHERE tenant_id = $1',
  OTA_PACKAGE:
    'SELECT COALESCE(SUM(data_size), 0)::bigint AS n FROM ota_package WHERE tenant_id = $1 AND data IS NOT NULL',
};

/** How many bytes of `kind` the tenant stores. */
export async function dataSizeOfTenant(db: Queryable, kind: SizedEntity, tenantId: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string | bigint }>(SIZE_SQL[kind], [tenantId]);
  return Number(rows[0]?.n ?? 0);
}
