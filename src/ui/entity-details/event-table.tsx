/**
 * Events of an entity: error, lifecycle, statistics and debug events, one type at a time (header
 * select), in a history timewindow (default last day). Columns follow the event type; long bodies (errors, message
 * data and metadata) open in a details dialog. Data comes through `fetchEvents`.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { IconButton } from '../button/button';
import { useDialogs } from '../dialog/dialog-service';
import { EntityTable } from '../entity-table/entity-table';
import type { EntityColumn, EntityTableConfig, TablePageData, TablePageLink } from '../entity-table/entity-table-types';
import { MoreVertIcon } from '../icons/entity-icons';
import { Select } from '../select/select';
import { TimewindowControl } from '../timewindow/timewindow-control';
import type { Timewindow } from '../timewindow/timewindow-model';
import { formatDateTime } from './format';
import { historyRange, lastDayWindow } from './history-window';
import { JsonDetailsDialog } from './json-details-dialog';

/** An event (body shape depends on its type). */
export interface EventRow {
  id: { id: string };
  createdTime: number;
  type?: string | null;
  body?: unknown;
}

export type EventTypeName = 'ERROR' | 'LC_EVENT' | 'STATS' | 'DEBUG_RULE_NODE' | 'DEBUG_RULE_CHAIN';

export interface EventTableProps {
  queryKey: readonly unknown[];
  /** Event types offered (entities: error, lifecycle, statistics; rule chains and nodes add debug). */
  types: readonly EventTypeName[];
  fetchEvents(
    type: EventTypeName,
    link: TablePageLink & { startTime: number; endTime: number },
    signal: AbortSignal,
  ): Promise<TablePageData<EventRow>>;
}

const typeKey = (type: string) => `event.type-${type.toLowerCase().replace(/_/g, '-')}`;
const field = (e: EventRow, key: string): unknown => ((e.body ?? {}) as Record<string, unknown>)[key];
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The columns of one event type; the long bodies open through `show` (title, event, body keys). */
function eventColumns(t: TFunction, locale: string, show: (title: string, e: EventRow, keys: string[]) => void) {
  const more = (title: string, keys: string[]): EntityColumn<EventRow> => ({
    key: `more-${keys.join('-')}`,
    title,
    align: 'center',
    cell: (e) =>
      keys.some((k) => text(field(e, k)) !== '') ? (
        <IconButton aria-label={title} title={title} onClick={(ev) => (ev.stopPropagation(), show(title, e, keys))}>
          <MoreVertIcon />
        </IconButton>
      ) : null,
  });
  const col = (key: string, hideOnSmall = false): EntityColumn<EventRow> => ({
    key,
    title: t(`event.${key}`),
    cell: (e) => text(field(e, key)),
    hideOnSmall,
  });
  const byType = (type: string): EntityColumn<EventRow>[] => {
    const time: EntityColumn<EventRow> = {
      key: 'createdTime',
      title: t('event.event-time'),
      sortable: true,
      cell: (e) => formatDateTime(e.createdTime, locale),
    };
    switch (type) {
      case 'ERROR':
        return [time, col('server'), col('method'), more(t('event.error'), ['error'])];
      case 'LC_EVENT':
        return [
          time,
          col('server'),
          col('event'),
          {
            key: 'success',
            title: t('event.status'),
            cell: (e) => (field(e, 'success') === false ? t('event.failure') : t('event.success')),
          },
          more(t('event.error'), ['error']),
        ];
      case 'STATS':
        return [time, col('server'), col('messagesProcessed'), col('errorsOccurred')];
      default:
        return [
          time,
          col('server', true),
          { key: 'type', title: t('event.direction'), cell: (e) => text(field(e, 'type')) },
          col('entityName'),
          col('msgType'),
          col('relationType', true),
          more(t('event.data'), ['data', 'metadata']),
          more(t('event.error'), ['error']),
        ];
    }
  };
  return byType;
}

export function EventTable({ queryKey, types, fetchEvents }: EventTableProps) {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const config = useMemo<EntityTableConfig<EventRow>>(() => {
    const show = (title: string, e: EventRow, keys: string[]) =>
      void dialogs.open<void>((close) => (
        <JsonDetailsDialog
          title={title}
          testId="event-details"
          onClose={() => close()}
          blocks={keys.map((k) => ({ label: t(`event.${k}`), value: field(e, k) }))}
        />
      ));
    const byType = eventColumns(t, i18n.language, show);
    return {
      id: 'events',
      title: t('event.events'),
      queryKey,
      getId: (e) => e.id.id,
      getName: (e) => formatDateTime(e.createdTime),
      search: 'none',
      selectable: false,
      filters: [
        {
          key: 'type',
          initial: types[0] ?? 'ERROR',
          render: (value, onChange) => (
            <Select<string>
              label={t('event.event-type')}
              value={value as string}
              onChange={onChange}
              options={types.map((x) => ({ value: x, label: t(typeKey(x)) }))}
              testId="event-type"
            />
          ),
        },
        {
          key: 'timewindow',
          initial: lastDayWindow(),
          render: (value, onChange) => (
            <TimewindowControl value={value as Timewindow} onChange={onChange} historyOnly testId="event-timewindow" />
          ),
        },
      ],
      columns: (f) => byType(String(f.type ?? 'ERROR')),
      fetchPage: (link, f, signal) =>
        fetchEvents(
          (f.type as EventTypeName) ?? 'ERROR',
          { ...link, ...historyRange(f.timewindow as Timewindow) },
          signal,
        ),
      texts: { noEntities: t('event.no-events'), selected: () => '' },
    };
  }, [queryKey, types, fetchEvents, t, i18n.language, dialogs]);
  return <EntityTable config={config} flat testId="event-table" />;
}
