/**
 * The detail tabs every entity page shares, in ThingsBoard's order: Attributes, Latest telemetry, Alarms, Events,
 * Relations, Audit logs. Events, relations and audit logs are built here from the sources a feature passes in.
 *
 * Attributes and latest telemetry are built from `sources.attributes` / `sources.telemetry` (REST plus the live
 * v1 subscriptions). Every tab but alarms is labelled from the locale unless `labels` names it. Alarms are built from `sources.alarms`
 * (label: `alarmsLabel`).
 */
import { useTranslation } from '../../i18n/use-translation';
import type { DetailsTab } from '../entity-table/entity-table-types';
import { deferred } from '../lazy/lazy-component';
import { ProgressBar } from '../progress-bar/progress-bar';
import type { TablePageData, TablePageLink } from '../entity-table/entity-table-types';
import type { EntityRef } from '../entity/entity-types';
import type { AlarmRow, AlarmSearchStatusName } from './alarm-model';
import type { AuditLogRow } from './audit-log-table';
import type { AttributesSource, LatestTelemetrySource } from './key-values';
import type { EventRow, EventTypeName } from './event-table';
import type { RelationsSource } from './relations-table';

// Loaded when a tab first opens, keeping the list elements' first load small; a loading bar until then (ui/lazy: no
// Suspense, whose reveal React would hold up to 300 ms).
function Loading() {
  const { t } = useTranslation();
  return <ProgressBar label={t('common.loading')} />;
}
const AlarmTable = deferred(() => import('./alarm-table').then((m) => m.AlarmTable), <Loading />);
const AuditLogTable = deferred(() => import('./audit-log-table').then((m) => m.AuditLogTable), <Loading />);
const EventTable = deferred(() => import('./event-table').then((m) => m.EventTable), <Loading />);
const RelationsTable = deferred(() => import('./relations-table').then((m) => m.RelationsTable), <Loading />);
const AttributeTable = deferred(() => import('./attribute-table').then((m) => m.AttributeTable), <Loading />);
const LatestTelemetryTable = deferred(
  () => import('./attribute-table').then((m) => m.LatestTelemetryTable),
  <Loading />,
);

/** A tab label read from the locale when the feature passes none. */
function TabLabel({ k }: { k: string }) {
  return <>{useTranslation().t(k)}</>;
}

/** Tab keys in display order (after "Details"). */
export const TAB_ORDER = ['attributes', 'telemetry', 'alarms', 'events', 'relations', 'audit-logs'] as const;

type TimeLink = TablePageLink & { startTime: number; endTime: number };

/** What the shared tabs read and write. */
export interface StandardTabSources {
  fetchEvents?(
    entity: EntityRef,
    type: EventTypeName,
    link: TimeLink,
    signal: AbortSignal,
  ): Promise<TablePageData<EventRow>>;
  fetchAuditLogs?(entity: EntityRef, link: TimeLink, signal: AbortSignal): Promise<TablePageData<AuditLogRow>>;
  relations?: RelationsSource;
  /** The alarms of an entity (originator or propagated to), acknowledge and clear. */
  alarms?: {
    fetch(
      entity: EntityRef,
      link: TimeLink,
      searchStatus: AlarmSearchStatusName,
      signal: AbortSignal,
    ): Promise<TablePageData<AlarmRow>>;
    ack(alarmId: string): Promise<void>;
    clear(alarmId: string): Promise<void>;
  };
  attributes?: AttributesSource;
  telemetry?: LatestTelemetrySource;
}

export interface StandardTabsOptions<T> {
  ref(entity: T): EntityRef;
  sources: StandardTabSources;
  labels?: { events?: string; relations?: string; auditLogs?: string; attributes?: string; telemetry?: string };
  /** Entity types a relation may point to. */
  relationTypes: readonly string[];
  /** Event types offered (default: error, lifecycle, statistics). */
  eventTypes?: readonly EventTypeName[];
  /** Leave out the audit logs (customer users may not read them). */
  auditLogs?: boolean;
  /** A customer's audit logs list what its users did to any entity (entity columns shown); default 'entity'. */
  auditLogMode?: 'entity' | 'customer';
  /** Label of the alarms tab; the tab is listed when it and `sources.alarms` are given. */
  alarmsLabel?: string;
  /** Feature tabs (keys of TAB_ORDER, or others appended at the end). */
  more?: readonly DetailsTab<T>[];
}

const ENTITY_EVENT_TYPES: readonly EventTypeName[] = ['ERROR', 'LC_EVENT', 'STATS'];

/** The standard tabs of an entity, ordered by TAB_ORDER. */
export function standardTabs<T>(o: StandardTabsOptions<T>): DetailsTab<T>[] {
  const tabs: DetailsTab<T>[] = [...(o.more ?? [])];
  const { fetchEvents, fetchAuditLogs, relations } = o.sources;
  const alarms = o.sources.alarms;
  if (alarms && o.alarmsLabel) {
    tabs.push({
      key: 'alarms',
      label: o.alarmsLabel,
      // Customer users may acknowledge and clear their entities' alarms (as in ThingsBoard): not tied to `readonly`.
      render: ({ entity }) => {
        const ref = o.ref(entity);
        const source = {
          fetch: (link: TimeLink, status: AlarmSearchStatusName, signal: AbortSignal) =>
            alarms.fetch(ref, link, status, signal),
          ack: alarms.ack,
          clear: alarms.clear,
        };
        return <AlarmTable queryKey={['alarms', ref.entityType, ref.id]} source={source} />;
      },
    });
  }
  const { attributes, telemetry } = o.sources;
  if (attributes) {
    tabs.push({
      key: 'attributes',
      label: o.labels?.attributes ?? <TabLabel k="attribute.attributes" />,
      render: ({ entity, readonly }) => (
        <AttributeTable entity={o.ref(entity)} source={attributes} readonly={readonly} />
      ),
    });
  }
  if (telemetry) {
    tabs.push({
      key: 'telemetry',
      label: o.labels?.telemetry ?? <TabLabel k="attribute.latest-telemetry" />,
      render: ({ entity, readonly }) => (
        <LatestTelemetryTable entity={o.ref(entity)} source={telemetry} readonly={readonly} />
      ),
    });
  }
  if (fetchEvents) {
    tabs.push({
      key: 'events',
      label: o.labels?.events ?? <TabLabel k="event.events" />,
      render: ({ entity }) => {
        const ref = o.ref(entity);
        return (
          <EventTable
            queryKey={['events', ref.entityType, ref.id]}
            types={o.eventTypes ?? ENTITY_EVENT_TYPES}
            fetchEvents={(type, link, signal) => fetchEvents(ref, type, link, signal)}
          />
        );
      },
    });
  }
  if (relations) {
    tabs.push({
      key: 'relations',
      label: o.labels?.relations ?? <TabLabel k="relation.relations" />,
      render: ({ entity, readonly }) => (
        <RelationsTable entity={o.ref(entity)} source={relations} allowedTypes={o.relationTypes} readonly={readonly} />
      ),
    });
  }
  if (fetchAuditLogs && o.auditLogs !== false) {
    tabs.push({
      key: 'audit-logs',
      label: o.labels?.auditLogs ?? <TabLabel k="audit-log.audit-logs" />,
      render: ({ entity }) => {
        const ref = o.ref(entity);
        return (
          <AuditLogTable
            queryKey={['audit-logs', ref.entityType, ref.id]}
            mode={o.auditLogMode ?? 'entity'}
            fetchLogs={(link, signal) => fetchAuditLogs(ref, link, signal)}
          />
        );
      },
    });
  }
  const rank = (key: string) => {
    const i = (TAB_ORDER as readonly string[]).indexOf(key);
    return i < 0 ? TAB_ORDER.length : i;
  };
  return tabs.sort((a, b) => rank(a.key) - rank(b.key));
}
