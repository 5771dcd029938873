/** ThingsBoard entity id objects (`{"entityType": "...", "id": "<uuid>"}`). */
import { NULL_UUID } from './uuid.js';

/** The EntityType enum of ThingsBoard 3.3.1. */
export type EntityType =
  | 'TENANT'
  | 'CUSTOMER'
  | 'USER'
  | 'DASHBOARD'
  | 'ASSET'
  | 'DEVICE'
  | 'ALARM'
  | 'RULE_CHAIN'
  | 'RULE_NODE'
  | 'ENTITY_VIEW'
  | 'WIDGETS_BUNDLE'
  | 'WIDGET_TYPE'
  | 'TENANT_PROFILE'
  | 'DEVICE_PROFILE'
  | 'API_USAGE_STATE'
  | 'TB_RESOURCE'
  | 'OTA_PACKAGE'
  | 'EDGE'
  | 'RPC';

/** All entity types, in enum order. */
export const ENTITY_TYPES: readonly EntityType[] = [
  'TENANT',
  'CUSTOMER',
  'USER',
  'DASHBOARD',
  'ASSET',
  'DEVICE',
  'ALARM',
  'RULE_CHAIN',
  'RULE_NODE',
  'ENTITY_VIEW',
  'WIDGETS_BUNDLE',
  'WIDGET_TYPE',
  'TENANT_PROFILE',
  'DEVICE_PROFILE',
  'API_USAGE_STATE',
  'TB_RESOURCE',
  'OTA_PACKAGE',
  'EDGE',
  'RPC',
];

/** An entity id as it appears on the wire. */
export interface EntityId<T extends EntityType = EntityType> {
  entityType: T;
  id: string;
}

/** Builds an entity id object; a null/undefined uuid becomes the null UUID (ThingsBoard's "none"). */
export function entityId<T extends EntityType>(entityType: T, id: string | null | undefined): EntityId<T> {
  return { entityType, id: id ?? NULL_UUID };
}

/** True when the uuid is absent or the null UUID. */
export function isNullUuid(id: string | null | undefined): boolean {
  return id == null || id === NULL_UUID;
}
