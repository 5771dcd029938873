/**
 * Generic "may this principal read/write entity X" for routes that take any entity id (relations, audit, events):
 * SA only system-level entities (tenants, tenant profiles, own users); TA entities of its tenant; CU entities
 * assigned to its customer, its customer itself and itself.
 */
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { forbidden, notFound } from '../http/errors.js';
import type { EntityType } from '../lib/entity-id.js';
import { NULL_UUID } from '../lib/uuid.js';

/** Owner lookup per entity type: table and name column (static text). */
const OWNERS: Partial<Record<EntityType, { table: string; name: string; customer: boolean }>> = {
  DEVICE: { table: 'device', name: 'name', customer: true },
  ASSET: { table: 'asset', name: 'name', customer: true },
  ENTITY_VIEW: { table: 'entity_view', name: 'name', customer: true },
  EDGE: { table: 'edge', name: 'name', customer: true },
  CUSTOMER: { table: 'customer', name: 'title', customer: false },
  USER: { table: 'tb_user', name: 'email', customer: true },
  DASHBOARD: { table: 'dashboard', name: 'title', customer: false },
  RULE_CHAIN: { table: 'rule_chain', name: 'name', customer: false },
  DEVICE_PROFILE: { table: 'device_profile', name: 'name', customer: false },
  OTA_PACKAGE: { table: 'ota_package', name: 'title', customer: false },
  WIDGETS_BUNDLE: { table: 'widgets_bundle', name: 'title', customer: false },
  TB_RESOURCE: { table: 'resource', name: 'title', customer: false },
};

interface Owned {
  tenant_id: string;
  customer_id: string | null;
  name: string | null;
}

async function ownerOf(db: Queryable, type: EntityType, id: string): Promise<Owned | null> {
  if (type === 'RULE_NODE') {
    const { rows } = await db.query<Owned>(
      'SELECT c.tenant_id, NULL AS customer_id, n.name FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE n.id = $1',
      [id],
    );
    return rows[0] ?? null;
  }
  if (type === 'TENANT') {
    const { rows } = await db.query<Owned>(
      'SELECT id AS tenant_id, NULL AS customer_id, title AS name FROM tenant WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  }
  const o = OWNERS[type];
  if (!o) return null;
  const customer = o.customer ? 'customer_id' : type === 'CUSTOMER' ? 'id' : 'NULL::uuid';
  const { rows } = await db.query<Owned>(
    `SELECT tenant_id, ${customer} AS customer_id, ${o.name} AS name FROM ${o.table} WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Display name of an entity (relation infos), or null. */
export async function entityName(db: Queryable, type: EntityType, id: string): Promise<string | null> {
  return (await ownerOf(db, type, id))?.name ?? null;
}

/**
 * Checks that the principal may read (or write) the entity. @throws 404/32 when it does not exist, 403/20 when it
 * belongs to someone else.
 */
export async function checkEntityAccess(
  db: Queryable,
  user: SecurityUser,
  type: EntityType,
  id: string,
  write = false,
): Promise<void> {
  const owner = await ownerOf(db, type, id);
  if (!owner) throw notFound();
  if (user.authority === 'SYS_ADMIN') {
    if (type === 'TENANT' || (type === 'USER' && owner.customer_id === NULL_UUID)) return;
    throw forbidden();
  }
  const tenantOk = type === 'TENANT' ? owner.tenant_id === user.tenantId : owner.tenant_id === user.tenantId;
  if (!tenantOk) throw forbidden();
  if (user.authority === 'TENANT_ADMIN') {
    if (type === 'TENANT' && write) throw forbidden();
    return;
  }
  if (type === 'CUSTOMER' && owner.customer_id === user.customerId && !write) return;
  if (type === 'USER' && id === user.userId) return;
  if (type === 'DASHBOARD' && !write) {
    const { rows } = await db.query(
      `SELECT 1 FROM dashboard WHERE id = $1 AND assigned_customers @> jsonb_build_array(jsonb_build_object('customerId', jsonb_build_object('id', $2::text)))`,
      [id, user.customerId],
    );
    if (rows.length > 0) return;
  }
  if (
    OWNERS[type]?.customer &&
    type !== 'USER' &&
    owner.customer_id === user.customerId &&
    owner.customer_id !== NULL_UUID
  )
    return;
  throw forbidden();
}
