/**
 * Alarms of an entity, or all alarms of the user (ThingsBoard's alarm table): created time, originator, type, severity
 * in its colour and status; a search-status select (default: any), a history timewindow (default: the last 30 days) and
 * text search, paged and sorted by the server. Rows open the details dialog; row and bulk actions acknowledge and clear
 * after a confirmation, the dialog's buttons at once. The header's refresh button reloads; every ack or clear reloads
 * the page. Data and actions come through `source`.
 */
import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { useDialogs } from '../dialog/dialog-service';
import { EntityTable } from '../entity-table/entity-table';
import type {
  CellAction,
  EntityColumn,
  EntityTableConfig,
  GroupAction,
  TableApi,
  TablePageData,
  TablePageLink,
} from '../entity-table/entity-table-types';
import { Select } from '../select/select';
import { TimewindowControl } from '../timewindow/timewindow-control';
import type { Timewindow } from '../timewindow/timewindow-model';
import {
  ALARM_SEARCH_STATUSES,
  actionable,
  isAcked,
  isCleared,
  lastMonthWindow,
  searchStatusKey,
  statusKey,
  type AlarmRow,
  type AlarmSearchStatusName,
} from './alarm-model';
import { AlarmDetailsDialog } from './alarm-details-dialog';
import { AlarmSeverity } from './alarm-severity';
import { EntityLink } from '../entity/entity-link';
import { formatDateTime } from './format';
import { historyRange } from './history-window';
import { CloseIcon as ClearIcon } from '../icons/status-icons';
import { CheckIcon as DoneIcon, MoreHorizIcon } from '../icons/control-icons';
import { refreshQueries } from '../query/refresh-queries';

/** Text that may wrap onto a second line (the table fits the details drawer without scrolling sideways). */
const Wrap = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  white-space: normal;
  line-height: 18px;
`;

/** Where the alarms come from and how they are acted on. */
export interface AlarmSource {
  fetch(
    link: TablePageLink & { startTime: number; endTime: number },
    searchStatus: AlarmSearchStatusName,
    signal: AbortSignal,
  ): Promise<TablePageData<AlarmRow>>;
  ack(alarmId: string): Promise<void>;
  clear(alarmId: string): Promise<void>;
}

export interface AlarmTableProps {
  /** Query key family of this list (e.g. ['alarms', 'DEVICE', id]). */
  queryKey: readonly unknown[];
  source: AlarmSource;
  /** Initial search status (default ANY). */
  searchStatus?: AlarmSearchStatusName;
  /** No acknowledge or clear anywhere (details stay available). */
  readonly?: boolean;
  pageSize?: number;
  /** Whose preferences (a user id). */
  scope?: string;
  flat?: boolean;
  onSelect?(alarm: AlarmRow): void;
  onAck?(alarms: readonly AlarmRow[]): void;
  onClear?(alarms: readonly AlarmRow[]): void;
  testId?: string;
}

/** Created time, originator, type, severity and status. */
function alarmColumns(t: TFunction, language: string): EntityColumn<AlarmRow>[] {
  return [
    {
      key: 'createdTime',
      title: t('alarm.created-time'),
      sortable: true,
      cell: (a) => <Wrap>{formatDateTime(a.createdTime, language)}</Wrap>,
    },
    {
      key: 'originator',
      title: t('alarm.originator'),
      hideOnSmall: true,
      cell: (a) => (
        <Wrap title={a.originatorName ?? undefined}>
          <EntityLink entity={a.originator}>{a.originatorName ?? ''}</EntityLink>
        </Wrap>
      ),
    },
    { key: 'type', title: t('alarm.type'), sortable: true, cell: (a) => <Wrap title={a.type}>{a.type}</Wrap> },
    {
      key: 'severity',
      title: t('alarm.severity'),
      sortable: true,
      cell: (a) => <AlarmSeverity severity={a.severity} />,
    },
    {
      key: 'status',
      title: t('alarm.status'),
      sortable: true,
      hideOnSmall: true,
      cell: (a) => <Wrap>{t(statusKey(a.status), { defaultValue: a.status })}</Wrap>,
    },
  ];
}

type AlarmAction = 'ack' | 'clear';

/** Row actions (details; acknowledge and clear unless read-only) and the same two as group actions. */
function alarmActions(
  t: TFunction,
  readonly: boolean | undefined,
  openDetails: (row: AlarmRow) => void,
  confirmThen: (action: AlarmAction, rows: readonly AlarmRow[], api: TableApi) => Promise<void>,
) {
  const cellActions: CellAction<AlarmRow>[] = [
    { id: 'details', label: t('alarm.details'), icon: MoreHorizIcon, onAction: (a) => openDetails(a) },
  ];
  const groupActions: GroupAction<AlarmRow>[] = [];
  if (!readonly) {
    cellActions.push(
      {
        id: 'ack',
        label: t('alarm.acknowledge'),
        icon: DoneIcon,
        isEnabled: (a) => !isAcked(a.status),
        onAction: (a, api) => confirmThen('ack', [a], api),
      },
      {
        id: 'clear',
        label: t('alarm.clear'),
        icon: ClearIcon,
        isEnabled: (a) => !isCleared(a.status),
        onAction: (a, api) => confirmThen('clear', [a], api),
      },
    );
    groupActions.push(
      {
        id: 'ack',
        label: t('alarm.acknowledge'),
        icon: DoneIcon,
        isEnabled: (rows) => actionable(rows, 'ack').length > 0,
        onAction: (rows, api) => confirmThen('ack', rows, api),
      },
      {
        id: 'clear',
        label: t('alarm.clear'),
        icon: ClearIcon,
        isEnabled: (rows) => actionable(rows, 'clear').length > 0,
        onAction: (rows, api) => confirmThen('clear', rows, api),
      },
    );
  }
  return { cellActions, groupActions };
}

/** The alarm status select and the history time window above the table. */
function alarmFilters(t: TFunction, searchStatus: AlarmSearchStatusName): EntityTableConfig<AlarmRow>['filters'] {
  return [
    {
      key: 'searchStatus',
      initial: searchStatus,
      render: (value, onChange) => (
        <Select<string>
          label={t('alarm.alarm-status')}
          value={value as string}
          onChange={onChange}
          options={ALARM_SEARCH_STATUSES.map((s) => ({ value: s, label: t(searchStatusKey(s)) }))}
          testId="alarm-search-status"
        />
      ),
    },
    {
      key: 'timewindow',
      initial: lastMonthWindow(),
      render: (value, onChange) => (
        <TimewindowControl value={value as Timewindow} onChange={onChange} historyOnly testId="alarm-timewindow" />
      ),
    },
  ];
}

export function AlarmTable({
  queryKey,
  source,
  searchStatus = 'ANY',
  readonly,
  pageSize,
  scope,
  flat = true,
  onSelect,
  onAck,
  onClear,
  testId,
}: AlarmTableProps) {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const client = useQueryClient();
  // Event callbacks change identity on every render of a host; the config must not.
  const handlers = useRef({ onAck, onClear });
  handlers.current = { onAck, onClear };

  const config = useMemo<EntityTableConfig<AlarmRow>>(() => {
    const run = (action: 'ack' | 'clear', id: string) => (action === 'ack' ? source.ack(id) : source.clear(id));
    const done = (action: 'ack' | 'clear', rows: readonly AlarmRow[]) => {
      void refreshQueries(client, queryKey);
      if (rows.length) (action === 'ack' ? handlers.current.onAck : handlers.current.onClear)?.(rows);
    };
    /** One alarm (row action, details dialog): a failure rejects (the error presenter reports it). */
    const actOne = async (action: 'ack' | 'clear', row: AlarmRow) => {
      await run(action, row.id.id);
      done(action, [row]);
    };
    /** Several alarms: each in turn, a failure does not stop the others. */
    const act = async (action: 'ack' | 'clear', rows: readonly AlarmRow[], api: TableApi) => {
      const ok: AlarmRow[] = [];
      for (const row of rows) {
        try {
          await run(action, row.id.id);
          ok.push(row);
        } catch {
          /* reported by the error presenter */
        }
      }
      api.clearSelection();
      done(action, ok);
    };
    const confirmThen = async (action: 'ack' | 'clear', rows: readonly AlarmRow[], api: TableApi) => {
      const todo = actionable(rows, action);
      const ok = await dialogs.confirm({
        title: t(`alarm.${action}-alarms-title`, { count: todo.length }),
        message: t(`alarm.${action}-alarms-text`, { count: todo.length }),
        okLabel: t('action.yes'),
        cancelLabel: t('action.no'),
        testId: `confirm-alarm-${action}`,
      });
      if (ok) await act(action, todo, api);
    };
    const openDetails = (row: AlarmRow) =>
      void dialogs.open<void>((close) => (
        <AlarmDetailsDialog
          alarm={row}
          readonly={readonly}
          ack={(a) => actOne('ack', a)}
          clear={(a) => actOne('clear', a)}
          onClose={() => close()}
        />
      ));
    const columns = alarmColumns(t, i18n.language);
    const { cellActions, groupActions } = alarmActions(t, readonly, openDetails, confirmThen);
    return {
      id: 'alarms',
      title: t('alarm.alarms'),
      queryKey,
      getId: (a) => a.id.id,
      getName: (a) => a.type,
      columns,
      cellActions,
      groupActions,
      search: 'inline',
      selectable: !readonly,
      filters: alarmFilters(t, searchStatus),
      fetchPage: (link, f, signal) =>
        source.fetch(
          { ...link, ...historyRange(f.timewindow as Timewindow) },
          (f.searchStatus as AlarmSearchStatusName) ?? 'ANY',
          signal,
        ),
      onRowClick: (a) => openDetails(a),
      texts: { noEntities: t('alarm.no-alarms'), selected: (count) => t('alarm.selected-alarms', { count }) },
    };
  }, [queryKey, source, searchStatus, readonly, t, i18n.language, dialogs, client]);
  return (
    <EntityTable
      config={config}
      flat={flat}
      scope={scope}
      pageSize={pageSize}
      onRowActivate={onSelect}
      testId={testId ?? 'alarm-table'}
    />
  );
}
