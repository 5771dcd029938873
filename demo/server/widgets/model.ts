/** WidgetsBundle / WidgetType family and access rules (system = null-UUID tenant). */
import type { SecurityUser } from '../auth/jwt.js';
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

/** `widget_type` row. */
export interface WidgetTypeRow {
  id: string;
  created_time: number;
  tenant_id: string;
  bundle_alias: string;
  alias: string;
  name: string;
  descriptor: Record<string, unknown>;
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

function base(row: WidgetTypeRow): Record<string, unknown> {
  return {
    id: entityId('WIDGET_TYPE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    bundleAlias: row.bundle_alias,
    alias: row.alias,
    name: row.name,
  };
}

/** WidgetType (with descriptor). */
export function toWidgetType(row: WidgetTypeRow): Record<string, unknown> {
  return { ...base(row), descriptor: row.descriptor };
}

/** WidgetTypeDetails (descriptor + image + description). */
export function toWidgetTypeDetails(row: WidgetTypeRow): Record<string, unknown> {
  return { ...toWidgetType(row), image: row.image, description: row.description };
}

/** WidgetTypeInfo (no descriptor; `widgetType` = descriptor.type). */
export function toWidgetTypeInfo(row: WidgetTypeRow): Record<string, unknown> {
  return { ...base(row), image: row.image, description: row.description, widgetType: row.descriptor['type'] ?? null };
}

/** Read access: system rows for everyone, tenant rows for that tenant's TA/CU. */
export function canReadWidgets(user: SecurityUser, tenantId: string): boolean {
  return tenantId === NULL_UUID || (user.authority !== 'SYS_ADMIN' && tenantId === user.tenantId);
}

/** Write access: SA → system rows; TA → own tenant rows. */
export function canWriteWidgets(user: SecurityUser, tenantId: string): boolean {
  return (user.authority === 'SYS_ADMIN' && tenantId === NULL_UUID) || (user.authority === 'TENANT_ADMIN' && tenantId === user.tenantId);
}

/** The tenant new widgets of the caller belong to. */
export function ownerTenant(user: SecurityUser): string {
  return user.authority === 'SYS_ADMIN' ? NULL_UUID : user.tenantId;
}

/** An alias derived from a title (lower case, non-alphanumerics → `_`). */
export function aliasOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'widget';
}
