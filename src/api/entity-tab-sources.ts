/**
 * The data behind the detail tabs every entity page shares — alarms, events, relations, audit logs — as plain functions
 * shaped for src/ui/entity-details (the UI declares the shapes, this module fills them from the REST domains).
 */
import { ackAlarm, clearAlarm, getEntityAlarms, type AlarmInfo, type AlarmSearchStatus } from './alarms';
import { getAuditLogs, type AuditLog } from './audit-logs';
import type { EntityId } from './entity';
import { entityLookup, type LookupViewer } from './entity-lookup';
import { getEntityEvents, type EntityEvent, type EventType } from './events';
import type { PageData, PageLink } from './page';
import { deleteRelation, findRelationInfos, saveRelation, type EntityRelation } from './relations';

/** Sources of the standard tabs for one viewer. */
export function entityTabSources(viewer: LookupViewer) {
  const lookup = entityLookup(viewer);
  return {
    fetchEvents: (entity: EntityId, type: EventType, link: PageLink, signal?: AbortSignal): Promise<PageData<EntityEvent>> =>
      getEntityEvents(entity, type, viewer.tenantId ?? '', link, { signal }),
    fetchAuditLogs: (entity: EntityId, link: PageLink, signal?: AbortSignal): Promise<PageData<AuditLog>> =>
      getAuditLogs({ kind: 'entity', entityType: entity.entityType, entityId: entity.id }, link, [], { signal }),
    relations: {
      find: (entity: EntityId, direction: 'FROM' | 'TO', typeGroup: string, signal?: AbortSignal) => findRelationInfos(entity, direction, typeGroup, { signal }),
      save: (relation: EntityRelation) => saveRelation(relation),
      remove: (relation: EntityRelation) => deleteRelation(relation),
      search: lookup.search,
      load: lookup.load,
    },
    lookup,
    alarms: {
      fetch: (entity: EntityId, link: PageLink, searchStatus: AlarmSearchStatus, signal?: AbortSignal): Promise<PageData<AlarmInfo>> =>
        getEntityAlarms(entity, link, { searchStatus, fetchOriginator: true }, { signal }),
      ack: (alarmId: string) => ackAlarm(alarmId),
      clear: (alarmId: string) => clearAlarm(alarmId),
    },
  };
}

export type EntityTabSources = ReturnType<typeof entityTabSources>;
