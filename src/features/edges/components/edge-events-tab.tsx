/**
 * "Edge downlinks" tab (ThingsBoard's edge events, `GET /api/edge/{id}/events`): what the
 * cloud queued for the edge — time, entity type, action, entity id — and the event body in a dialog.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getEdgeEvents, type EdgeEvent } from '../../../api/edges';
import { IconButton } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialogs/dialog-service';
import { formatDateTime } from '../../../ui/entity-details/format';
import { historyRange, lastDayWindow } from '../../../ui/entity-details/history-window';
import { JsonDetailsDialog } from '../../../ui/entity-details/json-details-dialog';
import { EntityTable } from '../../../ui/entity-table/entity-table';
import type { EntityTableConfig } from '../../../ui/entity-table/entity-table-types';
import { MoreVertIcon } from '../../../ui/icons/entity-icons';
import { TimewindowControl } from '../../../ui/timewindow/timewindow-control';
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';

export function EdgeEventsTab({ edgeId }: { edgeId: string }) {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const config = useMemo<EntityTableConfig<EdgeEvent>>(
    () => ({
      id: 'edge-events',
      title: t('edge.downlinks'),
      queryKey: ['edge-events', edgeId],
      getId: (e) => e.id.id,
      getName: (e) => `${e.type ?? ''} ${e.action ?? ''}`,
      search: 'none',
      selectable: false,
      filters: [{ key: 'timewindow', initial: lastDayWindow(), render: (value, onChange) => <TimewindowControl value={value as Timewindow} onChange={onChange} historyOnly /> }],
      columns: [
        { key: 'createdTime', title: t('event.event-time'), sortable: true, cell: (e) => formatDateTime(e.createdTime, i18n.language) },
        { key: 'type', title: t('edge.event-type'), sortable: true, cell: (e) => e.type ?? '' },
        { key: 'action', title: t('edge.event-action'), sortable: true, cell: (e) => e.action ?? '' },
        { key: 'entityId', title: t('edge.entity-id'), cell: (e) => e.entityId ?? '', hideOnSmall: true },
        {
          key: 'body',
          title: t('event.data'),
          align: 'center',
          cell: (e) =>
            e.body != null ? (
              <IconButton
                aria-label={t('event.data')}
                onClick={(ev) => {
                  ev.stopPropagation();
                  void dialogs.open<void>((close) => <JsonDetailsDialog title={t('event.data')} blocks={[{ label: t('event.data'), value: e.body }]} onClose={() => close()} />);
                }}
              >
                <MoreVertIcon />
              </IconButton>
            ) : null,
        },
      ],
      fetchPage: (link, f, signal) => getEdgeEvents(edgeId, { ...link, ...historyRange(f.timewindow as Timewindow) }, { signal }),
      texts: { noEntities: t('edge.no-downlinks'), selected: () => '' },
    }),
    [edgeId, t, i18n.language, dialogs],
  );
  return <EntityTable config={config} flat testId="edge-events-table" />;
}
