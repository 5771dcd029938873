/** Widgets bundles, and the access rules of bundles and widget types alike (system = null-UUID tenant). */
import type { SecurityUser } from '../security/jwt.js';
import { entityId } from '../lib/entity-id.js';
import { NULL_UUID } from '../lib/uuid.js';

/** `widgets_bundle` row. */
export interface BundleRow {
  id: string;
  created_time: number;
  tenant_id: string;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
}

/** WidgetsBundle wire shape. */
export function toBundle(row: BundleRow): Record<string, unknown> {
  return {
    id: entityId('WIDGETS_BUNDLE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    alias: row.alias,
    title: row.title,
    image: row.image,
    description: row.description,
  };
}

/** Read access: system rows for everyone, tenant rows for that tenant's TA/CU. */
export function canReadWidgets(user: SecurityUser, tenantId: string): boolean {
  return tenantId === NULL_UUID || (user.authority !== 'SYS_ADMIN' && tenantId === user.tenantId);
}

/** Write access: SA → system rows; TA → own tenant rows. */
export function canWriteWidgets(user: SecurityUser, tenantId: string): boolean {
  return (
    (user.authority === 'SYS_ADMIN' && tenantId === NULL_UUID) ||
    (user.authority === 'TENANT_ADMIN' && tenantId === user.tenantId)
  );
}

/** The tenant new widgets of the caller belong to. */
export function ownerTenant(user: SecurityUser): string {
  return user.authority === 'SYS_ADMIN' ? NULL_UUID : user.tenantId;
}

/** An alias derived from a title (lower case, non-alphanumerics → `_`). */
export function aliasOf(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'widget'
  );
}

/** The tenants whose bundles and widget types the caller sees: the system's, and a tenant user's own tenant. */
export function widgetScope(user: SecurityUser): string[] {
  return user.authority === 'SYS_ADMIN' ? [NULL_UUID] : [NULL_UUID, user.tenantId];
}
