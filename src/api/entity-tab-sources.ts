/**
 * The data behind the detail tabs every entity page shares — attributes, latest telemetry, alarms, events, relations,
 * audit logs — as plain functions shaped for src/ui/entity-details (the UI declares the shapes, this module fills
 * them from the REST domains). Attributes and latest telemetry follow the page's telemetry socket with v1
 * subscriptions (all keys) when `live` says where the page is.
 */
import { ackAlarm, clearAlarm, getEntityAlarms, type AlarmInfo, type AlarmSearchStatus } from './alarms';
import { getAuditLogs, type AuditLog } from './audit-logs';
import type { EntityId } from './entity';
import { entityLookup, type LookupViewer } from './entity-lookup';
import { getEntityEvents, type EntityEvent, type EventType } from './events';
import type { PageData, PageLink } from './page';
import { deleteRelation, findRelationInfos, saveRelation, type EntityRelation } from './relations';
import {
  deleteAttributes,
  deleteTimeseries,
  getAttributes,
  getLatestTimeseries,
  saveEntityAttributes,
  type AttributeScope,
  type WritableAttributeScope,
} from './telemetry';
import { getTelemetrySocket } from './telemetry-ws';
import type { V1Change, V1Kind } from './telemetry-ws-protocol';

/** Where the page is (src/api never reads the page URL): enables the live subscriptions of the tabs. */
export interface TabSourcesLive {
  pageOrigin: string;
  onError?: (message: string) => void;
}

/** Latest time series as rows; `useStrictDataTypes` keeps numbers, booleans and JSON typed. */
async function latestRows(entity: EntityId, signal?: AbortSignal) {
  const data = await getLatestTimeseries(entity.entityType, entity.id, undefined, true, { signal });
  return Object.entries(data).flatMap(([key, points]) =>
    points[0] ? [{ key, lastUpdateTs: points[0].ts, value: points[0].value }] : [],
  );
}

/** Sources of the standard tabs for one viewer. */
export function entityTabSources(viewer: LookupViewer, live?: TabSourcesLive) {
  const lookup = entityLookup(viewer);
  const follow = (
    kind: V1Kind,
    entity: EntityId,
    scope: AttributeScope | undefined,
    onChanges: (changes: V1Change[]) => void,
  ) =>
    live
      ? getTelemetrySocket(live).subscribeV1(
          kind,
          { entityType: entity.entityType, entityId: entity.id, scope },
          onChanges,
        )
      : () => undefined;
  return {
    attributes: {
      load: async (entity: EntityId, scope: AttributeScope, signal?: AbortSignal, keys?: readonly string[]) =>
        getAttributes(entity.entityType, entity.id, scope, keys ? [...keys] : undefined, { signal }),
      save: (entity: EntityId, scope: WritableAttributeScope, key: string, value: unknown) =>
        saveEntityAttributes(entity, scope, { [key]: value }),
      remove: (entity: EntityId, scope: AttributeScope, keys: readonly string[]) =>
        deleteAttributes(entity.entityType, entity.id, scope, [...keys]),
      subscribe: (entity: EntityId, scope: AttributeScope, onChanges: (changes: V1Change[]) => void) =>
        follow('attributes', entity, scope, onChanges),
    },
    telemetry: {
      load: latestRows,
      remove: (entity: EntityId, keys: readonly string[]) =>
        deleteTimeseries(entity.entityType, entity.id, [...keys], { deleteAllDataForKeys: true }),
      subscribe: (entity: EntityId, onChanges: (changes: V1Change[]) => void) =>
        follow('timeseries', entity, undefined, onChanges),
    },
    fetchEvents: (
      entity: EntityId,
      type: EventType,
      link: PageLink,
      signal?: AbortSignal,
    ): Promise<PageData<EntityEvent>> => getEntityEvents(entity, type, viewer.tenantId ?? '', link, { signal }),
    fetchAuditLogs: (entity: EntityId, link: PageLink, signal?: AbortSignal): Promise<PageData<AuditLog>> =>
      getAuditLogs({ kind: 'entity', entityType: entity.entityType, entityId: entity.id }, link, [], { signal }),
    relations: {
      find: (entity: EntityId, direction: 'FROM' | 'TO', typeGroup: string, signal?: AbortSignal) =>
        findRelationInfos(entity, direction, typeGroup, { signal }),
      save: (relation: EntityRelation) => saveRelation(relation),
      remove: (relation: EntityRelation) => deleteRelation(relation),
      search: lookup.search,
      load: lookup.load,
    },
    lookup,
    alarms: {
      fetch: (
        entity: EntityId,
        link: PageLink,
        searchStatus: AlarmSearchStatus,
        signal?: AbortSignal,
      ): Promise<PageData<AlarmInfo>> =>
        getEntityAlarms(entity, link, { searchStatus, fetchOriginator: true }, { signal }),
      ack: (alarmId: string) => ackAlarm(alarmId),
      clear: (alarmId: string) => clearAlarm(alarmId),
    },
  };
}

export type EntityTabSources = ReturnType<typeof entityTabSources>;
