/** SQL of tenant-profile enforcement: the profile configuration of a tenant and the entity counts it caps. */
import type { Queryable } from '../db/types.js';

/** The DEFAULT configuration of a tenant's profile (`profileData.configuration`), or null for no such tenant. */
export async function tenantProfileConfiguration(db: Queryable, tenantId: string): Promise<Record<string, unknown> | null> {
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
