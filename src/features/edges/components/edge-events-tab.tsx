/**
 * "Edge downlinks" tab (ThingsBoard's edge events, `GET /api/edge/{id}/events`): what the
 * cloud queued for the edge — time, entity type, action, entity id, status — and the event body in a dialog. As
 * ThingsBoard 3.3.1, an event is DEPLOYED (black) when it is older than the edge's `queueStartTs` server attribute
 * (the time of that attribute's last update: where the edge's queue last started) and PENDING (grey) otherwise;
 * the attribute is read again with every page. Events of admin settings and deletions carry no data to show.
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { getEdgeEvents, type EdgeEvent } from '../../../api/edges';
import { getAttributes } from '../../../api/telemetry';
import { IconButton } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { formatDateTime } from '../../../ui/entity-details/format';
import { historyRange, lastDayWindow } from '../../../ui/entity-details/history-window';
import { JsonDetailsDialog } from '../../../ui/entity-details/json-details-dialog';
import { EntityTable } from '../../../ui/entity-table/entity-table';
import type { EntityTableConfig } from '../../../ui/entity-table/entity-table-types';
import { MoreVertIcon } from '../../../ui/icons/entity-icons';
import { v } from '../../../ui/theme/tokens';
import { TimewindowControl } from '../../../ui/timewindow/timewindow-control';
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';

const IdText = styled.span`
  display: inline-block;
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
`;

/** ThingsBoard's colours of the two statuses: black (the text colour, so it stays readable in the dark theme), grey. */
const STATUS_COLOR = { DEPLOYED: v('color-text'), PENDING: '#9e9e9e' } as const;

/** DEPLOYED when the event is older than the edge's queue start, PENDING otherwise (or without one). */
export function downlinkStatus(createdTime: number, queueStartTs: number): 'DEPLOYED' | 'PENDING' {
  return queueStartTs && createdTime < queueStartTs ? 'DEPLOYED' : 'PENDING';
}

const hasData = (e: EdgeEvent) => e.type !== 'ADMIN_SETTINGS' && e.action !== 'DELETED';

export function EdgeEventsTab({ edgeId }: { edgeId: string }) {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const queueStartTs = useRef(0);
  const config = useMemo<EntityTableConfig<EdgeEvent>>(
    () => ({
      id: 'edge-events',
      title: t('edge.downlinks'),
      queryKey: ['edge-events', edgeId],
      getId: (e) => e.id.id,
      getName: (e) => `${e.type ?? ''} ${e.action ?? ''}`,
      search: 'none',
      selectable: false,
      filters: [
        {
          key: 'timewindow',
          initial: lastDayWindow(),
          render: (value, onChange) => (
            <TimewindowControl value={value as Timewindow} onChange={onChange} historyOnly />
          ),
        },
      ],
      columns: [
        {
          key: 'createdTime',
          title: t('event.event-time'),
          sortable: true,
          cell: (e) => formatDateTime(e.createdTime, i18n.language),
        },
        { key: 'type', title: t('edge.event-type'), sortable: true, cell: (e) => e.type ?? '' },
        { key: 'action', title: t('edge.event-action'), sortable: true, cell: (e) => e.action ?? '' },
        {
          key: 'entityId',
          title: t('edge.entity-id'),
          hideOnSmall: true,
          // A UUID: shortened (the whole id in the tooltip) so the status stays in view in the drawer.
          cell: (e) => <IdText title={e.entityId ?? undefined}>{e.entityId ?? ''}</IdText>,
        },
        {
          key: 'status',
          title: t('event.status'),
          cell: (e) => {
            const status = downlinkStatus(e.createdTime, queueStartTs.current);
            return (
              <span data-status={status} style={{ color: STATUS_COLOR[status] }}>
                {t(status === 'DEPLOYED' ? 'edge.deployed' : 'edge.pending')}
              </span>
            );
          },
        },
        {
          key: 'body',
          title: t('event.data'),
          align: 'center',
          cell: (e) =>
            e.body != null && hasData(e) ? (
              <IconButton
                aria-label={t('event.data')}
                onClick={(ev) => {
                  ev.stopPropagation();
                  void dialogs.open<void>((close) => (
                    <JsonDetailsDialog
                      title={t('event.data')}
                      blocks={[{ label: t('event.data'), value: e.body }]}
                      onClose={() => close()}
                    />
                  ));
                }}
              >
                <MoreVertIcon />
              </IconButton>
            ) : null,
        },
      ],
      fetchPage: async (link, f, signal) => {
        const [page, attrs] = await Promise.all([
          getEdgeEvents(edgeId, { ...link, ...historyRange(f.timewindow as Timewindow) }, { signal }),
          getAttributes('EDGE', edgeId, 'SERVER_SCOPE', ['queueStartTs'], { signal, ignoreErrors: true }).catch(
            () => [],
          ),
        ]);
        queueStartTs.current = attrs.find((a) => a.key === 'queueStartTs')?.lastUpdateTs ?? 0;
        return page;
      },
      texts: { noEntities: t('edge.no-downlinks'), selected: () => '' },
    }),
    [edgeId, t, i18n.language, dialogs],
  );
  return <EntityTable config={config} flat testId="edge-events-table" />;
}
