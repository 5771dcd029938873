/** Widget types: the `widget_type` row and its three wire shapes. */
import { entityId } from '../lib/entity-id.js';

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
