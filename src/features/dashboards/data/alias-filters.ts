/**
 * Dashboard entity aliases → backend entity filters. All 15 UI filter types:
 * the pseudo entities CURRENT_* resolve from the signed-in user, `stateEntity` and the `rootStateEntity` variants
 * of the relation/search queries resolve from the dashboard state parameters. Pure functions.
 */
import type { EntityFilter, RelationEntityTypeFilter } from '../../../api/entity-query';
import type { EntityId } from '../../../api/entity';
import { NULL_UUID } from '../../../lib/null-uuid';

/** The alias filter as dashboards store it (type-specific fields are optional here and checked per type). */
export interface AliasFilter {
  type: string;
  resolveMultiple?: boolean;
  singleEntity?: EntityId | null;
  entityType?: string | null;
  entityList?: string[] | null;
  entityNameFilter?: string | null;
  stateEntityParamName?: string | null;
  defaultStateEntity?: EntityId | null;
  rootStateEntity?: boolean;
  rootEntity?: EntityId | null;
  assetType?: string;
  assetNameFilter?: string;
  deviceType?: string;
  deviceNameFilter?: string;
  entityViewType?: string;
  entityViewNameFilter?: string;
  edgeType?: string;
  edgeNameFilter?: string;
  customerId?: EntityId | null;
  direction?: 'FROM' | 'TO';
  maxLevel?: number;
  fetchLastLevelOnly?: boolean;
  filters?: RelationEntityTypeFilter[];
  relationType?: string;
  assetTypes?: string[];
  deviceTypes?: string[];
  entityViewTypes?: string[];
  edgeTypes?: string[];
}

export interface EntityAlias {
  id: string;
  alias: string;
  filter: AliasFilter;
}

/** One dashboard state's parameters: `entityId`/`entityName`/`entityLabel` plus named sub-objects. */
export interface StateParams {
  entityId?: EntityId | null;
  entityName?: string | null;
  entityLabel?: string | null;
  targetEntityParamName?: string;
  [param: string]: unknown;
}

/** Who is signed in: resolves the CURRENT_* pseudo entities. */
export interface AliasUser {
  tenantId?: string | null;
  customerId?: string | null;
  userId?: string | null;
  authority?: string | null;
}

/** The alias user of a signed-in user (the session's auth user). */
export function aliasUserOf(user: AliasUser | null | undefined): AliasUser {
  return { tenantId: user?.tenantId, customerId: user?.customerId, userId: user?.userId, authority: user?.authority };
}

export interface ResolvedAlias {
  /** null: the alias resolves to nothing (e.g. a state entity that is not set). */
  entityFilter: EntityFilter | null;
  resolveMultiple: boolean;
  /** The alias follows the dashboard state (re-resolve on state change). */
  stateEntity: boolean;
}

export const ALIAS_FILTER_TYPES = [
  'singleEntity',
  'entityList',
  'entityName',
  'entityType',
  'stateEntity',
  'assetType',
  'deviceType',
  'edgeType',
  'entityViewType',
  'apiUsageState',
  'relationsQuery',
  'assetSearchQuery',
  'deviceSearchQuery',
  'edgeSearchQuery',
  'entityViewSearchQuery',
] as const;

/** CURRENT_TENANT / CURRENT_CUSTOMER / CURRENT_USER / CURRENT_USER_OWNER → a real entity id of the user. */
export function resolvePseudoEntity(id: EntityId, user: AliasUser): EntityId | null {
  switch (id.entityType) {
    case 'CURRENT_TENANT':
      return user.tenantId ? { entityType: 'TENANT', id: user.tenantId } : null;
    case 'CURRENT_CUSTOMER':
      return user.customerId && user.customerId !== NULL_UUID ? { entityType: 'CUSTOMER', id: user.customerId } : null;
    case 'CURRENT_USER':
      return user.userId ? { entityType: 'USER', id: user.userId } : null;
    case 'CURRENT_USER_OWNER':
      if (user.authority === 'TENANT_ADMIN') return user.tenantId ? { entityType: 'TENANT', id: user.tenantId } : null;
      return user.customerId && user.customerId !== NULL_UUID ? { entityType: 'CUSTOMER', id: user.customerId } : null;
    default:
      return id;
  }
}

/** The entity a state-bound alias points at: the named parameter's entityId, else the state's, else the default. */
export function stateEntityId(filter: AliasFilter, params: StateParams | null | undefined): EntityId | null {
  const named = filter.stateEntityParamName
    ? (params?.[filter.stateEntityParamName] as StateParams | undefined)
    : undefined;
  const fromParams = filter.stateEntityParamName ? named?.entityId : params?.entityId;
  return fromParams ?? filter.defaultStateEntity ?? null;
}

function rootOf(filter: AliasFilter, params: StateParams | null | undefined, user: AliasUser): EntityId | null {
  const root = filter.rootStateEntity ? stateEntityId(filter, params) : (filter.rootEntity ?? null);
  return root ? resolvePseudoEntity(root, user) : null;
}

const search = (filter: AliasFilter, root: EntityId) => ({
  rootEntity: root,
  relationType: filter.relationType ?? '',
  direction: filter.direction ?? 'FROM',
  maxLevel: filter.maxLevel ?? 1,
  fetchLastLevelOnly: !!filter.fetchLastLevelOnly,
});

/** Translate one alias filter to the backend filter for the current state and user. */
export function aliasToEntityFilter(
  filter: AliasFilter,
  params: StateParams | null | undefined,
  user: AliasUser,
): ResolvedAlias {
  const resolveMultiple = !!filter.resolveMultiple;
  const stateEntity = filter.type === 'stateEntity' || !!filter.rootStateEntity;
  const done = (entityFilter: EntityFilter | null): ResolvedAlias => ({ entityFilter, resolveMultiple, stateEntity });
  switch (filter.type) {
    case 'singleEntity': {
      const id = filter.singleEntity ? resolvePseudoEntity(filter.singleEntity, user) : null;
      return done(id ? { type: 'singleEntity', singleEntity: id } : null);
    }
    case 'stateEntity': {
      const id = stateEntityId(filter, params);
      const resolved = id ? resolvePseudoEntity(id, user) : null;
      return done(resolved ? { type: 'singleEntity', singleEntity: resolved } : null);
    }
    case 'entityList':
      return done(
        filter.entityType
          ? { type: 'entityList', entityType: filter.entityType, entityList: filter.entityList ?? [] }
          : null,
      );
    case 'entityName':
      return done(
        filter.entityType
          ? { type: 'entityName', entityType: filter.entityType, entityNameFilter: filter.entityNameFilter ?? '' }
          : null,
      );
    case 'entityType':
      return done(filter.entityType ? { type: 'entityType', entityType: filter.entityType } : null);
    case 'assetType':
      return done({
        type: 'assetType',
        assetType: filter.assetType ?? '',
        assetNameFilter: filter.assetNameFilter ?? '',
      });
    case 'deviceType':
      return done({
        type: 'deviceType',
        deviceType: filter.deviceType ?? '',
        deviceNameFilter: filter.deviceNameFilter ?? '',
      });
    case 'entityViewType':
      return done({
        type: 'entityViewType',
        entityViewType: filter.entityViewType ?? '',
        entityViewNameFilter: filter.entityViewNameFilter ?? '',
      });
    case 'edgeType':
      return done({ type: 'edgeType', edgeType: filter.edgeType ?? '', edgeNameFilter: filter.edgeNameFilter ?? '' });
    case 'apiUsageState': {
      const customer = filter.customerId ? resolvePseudoEntity(filter.customerId, user) : null;
      return done(customer ? { type: 'apiUsageState', customerId: customer } : { type: 'apiUsageState' });
    }
    case 'relationsQuery': {
      const root = rootOf(filter, params, user);
      if (!root) return done(null);
      return done({
        type: 'relationsQuery',
        rootEntity: root,
        direction: filter.direction ?? 'FROM',
        filters: filter.filters ?? [],
        maxLevel: filter.maxLevel ?? 1,
        fetchLastLevelOnly: !!filter.fetchLastLevelOnly,
      });
    }
    case 'assetSearchQuery':
    case 'deviceSearchQuery':
    case 'entityViewSearchQuery':
    case 'edgeSearchQuery': {
      const root = rootOf(filter, params, user);
      if (!root) return done(null);
      const list = {
        assetSearchQuery: 'assetTypes',
        deviceSearchQuery: 'deviceTypes',
        entityViewSearchQuery: 'entityViewTypes',
        edgeSearchQuery: 'edgeTypes',
      } as const;
      const key = list[filter.type];
      return done({ type: filter.type, ...search(filter, root), [key]: filter[key] ?? [] } as EntityFilter);
    }
    default:
      return done(null);
  }
}
