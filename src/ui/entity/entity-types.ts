/** Entity type vocabulary of the shared entity controls. */

import { NULL_UUID } from '../../lib/null-uuid';

export { NULL_UUID };

/** A reference to an entity. */
export interface EntityRef {
  entityType: string;
  id: string;
}

/** What lookups return: the reference and a display name. */
export interface EntityInfo {
  id: EntityRef;
  name: string;
}

export const ENTITY_TYPES = [
  'DEVICE',
  'ASSET',
  'EDGE',
  'ENTITY_VIEW',
  'TENANT',
  'TENANT_PROFILE',
  'CUSTOMER',
  'DASHBOARD',
  'USER',
  'RULE_CHAIN',
  'RULE_NODE',
  'ALARM',
  'OTA_PACKAGE',
  'API_USAGE_STATE',
  'DEVICE_PROFILE',
  'WIDGETS_BUNDLE',
  'WIDGET_TYPE',
  'TB_RESOURCE',
  'RPC',
] as const;

/** Pseudo types that always get the null id; CURRENT_CUSTOMER gets it only when no id is chosen. */
export const NULL_ID_TYPES: readonly string[] = ['CURRENT_TENANT', 'CURRENT_USER', 'CURRENT_USER_OWNER'];

/** 'ENTITY_VIEW' → 'entity-view'. */
export function typeSlug(type: string): string {
  return type.toLowerCase().replace(/_/g, '-');
}

/** Translation key of an entity type's display name: entity.type-device, entity.type-current-customer, … */
export function entityTypeKey(type: string): string {
  return `entity.type-${typeSlug(type)}`;
}

/** Translation key of "a <type> is required": entity.device-required, … */
export function entityRequiredKey(type: string): string {
  return `entity.${typeSlug(type)}-required`;
}

/** What Entity select emits: nothing unless type and id are set; pseudo types get the null id. */
export function resolveEntitySelection(type: string | null, id: string | null): EntityRef | null {
  if (!type) return null;
  if (NULL_ID_TYPES.includes(type)) return { entityType: type, id: NULL_UUID };
  if (type === 'CURRENT_CUSTOMER') return { entityType: type, id: id ?? NULL_UUID };
  return id ? { entityType: type, id } : null;
}

/** Subtype-capable entity types and their message key prefixes (asset.asset-type-required, …). */
export const SUBTYPE_KEYS: Record<string, { required: string; listEmpty: string; label: string }> = {
  ASSET: { required: 'asset.asset-type-required', listEmpty: 'asset.asset-type-list-empty', label: 'asset.asset-type' },
  DEVICE: {
    required: 'device.device-type-required',
    listEmpty: 'device.device-type-list-empty',
    label: 'device.device-type',
  },
  EDGE: { required: 'edge.edge-type-required', listEmpty: 'edge.edge-type-list-empty', label: 'edge.edge-type' },
  ENTITY_VIEW: {
    required: 'entity-view.entity-view-type-required',
    listEmpty: 'entity-view.entity-view-type-list-empty',
    label: 'entity-view.entity-view-type',
  },
};
