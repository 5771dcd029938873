/**
 * Audit logs of an entity, user, customer or tenant as an EntityTable: history timewindow
 * (default last day), search by entity name, sortable time; a row opens the details dialog (action data and
 * failure details). Data comes through `fetchLogs`.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDialogs } from '../dialog/dialog-service';
import { EntityLink } from '../entity/entity-link';
import { entityTypeKey } from '../entity/entity-types';
import { EntityTable } from '../entity-table/entity-table';
import type { EntityColumn, EntityTableConfig, TablePageData, TablePageLink } from '../entity-table/entity-table-types';
import { TimewindowControl } from '../timewindow/timewindow-control';
import type { Timewindow } from '../timewindow/timewindow-model';
import { formatDateTime } from './format';
import { historyRange, lastDayWindow } from './history-window';
import { JsonDetailsDialog } from './json-details-dialog';

/** An audit log entry. */
export interface AuditLogRow {
  id: { id: string };
  createdTime: number;
  entityId?: { entityType: string; id: string } | null;
  entityName?: string | null;
  userName?: string | null;
  actionType: string;
  actionStatus?: string | null;
  actionData?: unknown;
  actionFailureDetails?: string | null;
}

export type AuditLogMode = 'tenant' | 'entity' | 'user' | 'customer';

export interface AuditLogTableProps {
  /** Query key family of this list (e.g. ['audit-logs', 'DEVICE', id]). */
  queryKey: readonly unknown[];
  fetchLogs(
    link: TablePageLink & { startTime: number; endTime: number },
    signal: AbortSignal,
  ): Promise<TablePageData<AuditLogRow>>;
  /** Entity-scoped lists leave out the entity columns, user-scoped ones the user column. */
  mode: AuditLogMode;
  flat?: boolean;
}

/** 'RELATION_ADD_OR_UPDATE' → 'audit-log.type-relation-add-or-update'. */
export const actionTypeKey = (type: string) => `audit-log.type-${type.toLowerCase().replace(/_/g, '-')}`;

export function AuditLogTable({ queryKey, fetchLogs, mode, flat = true }: AuditLogTableProps) {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const config = useMemo<EntityTableConfig<AuditLogRow>>(() => {
    const columns: EntityColumn<AuditLogRow>[] = [
      {
        key: 'createdTime',
        title: t('audit-log.timestamp'),
        sortable: true,
        cell: (r) => formatDateTime(r.createdTime, i18n.language),
      },
    ];
    if (mode !== 'entity') {
      columns.push(
        {
          key: 'entityType',
          title: t('audit-log.entity-type'),
          sortable: true,
          cell: (r) => (r.entityId ? t(entityTypeKey(r.entityId.entityType)) : ''),
        },
        {
          key: 'entityName',
          title: t('audit-log.entity-name'),
          sortable: true,
          cell: (r) => <EntityLink entity={r.entityId}>{r.entityName ?? ''}</EntityLink>,
        },
      );
    }
    if (mode !== 'user')
      columns.push({ key: 'userName', title: t('audit-log.user'), sortable: true, cell: (r) => r.userName ?? '' });
    columns.push(
      {
        key: 'actionType',
        title: t('audit-log.type'),
        sortable: true,
        cell: (r) => t(actionTypeKey(r.actionType), { defaultValue: r.actionType }),
      },
      {
        key: 'actionStatus',
        title: t('audit-log.status'),
        sortable: true,
        cell: (r) => (r.actionStatus === 'FAILURE' ? t('audit-log.status-failure') : t('audit-log.status-success')),
      },
    );
    return {
      id: `audit-logs-${mode}`,
      title: t('audit-log.audit-logs'),
      queryKey,
      getId: (r) => r.id.id,
      getName: (r) => r.entityName ?? r.actionType,
      columns,
      search: 'inline',
      selectable: false,
      filters: [
        {
          key: 'timewindow',
          initial: lastDayWindow(),
          render: (value, onChange) => (
            <TimewindowControl value={value as Timewindow} onChange={onChange} historyOnly testId="audit-timewindow" />
          ),
        },
      ],
      fetchPage: (link, f, signal) => fetchLogs({ ...link, ...historyRange(f.timewindow as Timewindow) }, signal),
      onRowClick: (r) =>
        void dialogs.open<void>((close) => (
          <JsonDetailsDialog
            title={t('audit-log.audit-log-details')}
            testId="audit-log-details"
            onClose={() => close()}
            blocks={[
              { label: t('audit-log.action-data'), value: r.actionData ?? {} },
              ...(r.actionStatus === 'FAILURE'
                ? [{ label: t('audit-log.failure-details'), value: r.actionFailureDetails ?? '' }]
                : []),
            ]}
          />
        )),
      texts: { noEntities: t('audit-log.no-audit-logs'), selected: () => '' },
    };
  }, [queryKey, fetchLogs, mode, t, i18n.language, dialogs]);
  return <EntityTable config={config} flat={flat} testId="audit-log-table" />;
}
